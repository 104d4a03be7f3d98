import type { ButtonHTMLAttributes, MouseEvent } from 'react';

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost';
  /**
   * The button's action is running: it shows a spinner and ignores clicks (nor submits its form)
   * but stays focusable — a `disabled` button would drop the focus to the page, out of a dialog.
   */
  busy?: boolean;
  block?: boolean;
}

export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  className,
  children,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = ['btn', `btn-${variant}`, block ? 'btn-block' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  const onBusyClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!busy) return onClick?.(event);
    // Also cancels the form submission of a submit button (a click, Enter or implicit submit).
    event.preventDefault();
  };
  return (
    <button
      type="button"
      className={classes}
      disabled={disabled}
      aria-disabled={(busy && !disabled) || undefined}
      aria-busy={busy || undefined}
      {...rest}
      onClick={onBusyClick}
    >
      {busy ? <span className="spinner" aria-hidden="true" /> : null}
      <span>{children}</span>
    </button>
  );
}
