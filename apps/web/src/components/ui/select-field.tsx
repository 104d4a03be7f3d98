import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: readonly SelectOption[];
  /** Text of the empty first option ("Choose…"); none when the field always has a value. */
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Hides the label visually (it still names the select for screen readers). */
  hideLabel?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select: keyboard, screen readers and phones handle it as they know best. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  hideLabel = false,
  id,
  ref,
  className,
  ...rest
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  const describedBy = [error ? `${selectId}-error` : '', hint ? `${selectId}-hint` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div
      className={`field select-field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}
    >
      <label htmlFor={selectId} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </label>
      <select
        id={selectId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${selectId}-hint`} className="field-hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${selectId}-error`} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
