import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface DialogProps {
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the foot of the dialog. */
  actions?: ReactNode;
  /**
   * Escape closes the dialog only when this is given: a dialog that asks for a required answer
   * (the consent) leaves it out, so the only ways on are its own buttons.
   */
  onEscape?: () => void;
  /** What gets the focus when the dialog opens (else its first focusable element). */
  initialFocus?: RefObject<HTMLElement | null>;
  'data-testid'?: string;
}

/**
 * A modal dialog: above everything, the rest of the page inert (no focus, hidden from screen
 * readers), Tab cycles inside it, focus returns where it was when it closes. Rendered only while
 * open — mount it to open it.
 */
export function Dialog({
  title,
  children,
  actions,
  onEscape,
  initialFocus,
  'data-testid': testId,
}: DialogProps) {
  const titleId = useId();
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const backdrop = backdropRef.current;
    const panel = panelRef.current;
    if (!backdrop || !panel) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const others = [...document.body.children].filter(
      (element): element is HTMLElement => element instanceof HTMLElement && element !== backdrop,
    );
    const wasInert = others.map((element) => element.inert);
    for (const element of others) element.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = initialFocus?.current ?? panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel;
    first.focus();
    return () => {
      others.forEach((element, index) => {
        element.inert = wasInert[index] ?? false;
      });
      document.body.style.overflow = overflow;
      before?.focus();
    };
  }, [initialFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onEscape?.();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <div className="dialog-backdrop" ref={backdropRef}>
      <div
        ref={panelRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <h2 id={titleId} className="dialog-title">
          {title}
        </h2>
        <div className="dialog-body">{children}</div>
        {actions ? <div className="dialog-actions">{actions}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
