import {
  useCallback,
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
  type RefCallback,
} from 'react';
import { localizeDigits, toLatinDigits, type Locale } from '@ravan/contract';

/** The text with its digits in the page's language: Persian in fa, Latin in en (same length). */
export const digitsFor = (text: string, locale: Locale): string =>
  localizeDigits(toLatinDigits(text), locale);

/** Rewrites an input's digits in place, the caret where it was (each digit is one character). */
function rewrite(input: HTMLInputElement | null, locale: Locale): void {
  if (!input) return;
  const next = digitsFor(input.value, locale);
  if (next === input.value) return;
  const focused = input.ownerDocument.activeElement === input;
  const [start, end] = [input.selectionStart, input.selectionEnd];
  input.value = next;
  if (focused && start !== null && end !== null) input.setSelectionRange(start, end);
}

function assign<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

interface DigitProps {
  ref?: Ref<HTMLInputElement> | undefined;
  value?: unknown;
  onChange?: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined;
  onBlur?: ((event: FocusEvent<HTMLInputElement>) => void) | undefined;
}

/**
 * A number, amount or time typed as text shows its digits as the page writes them (Persian in fa:
 * "۰۹:۰۰", "۱") and takes either set from the keyboard. The input's own value changes (whether
 * react-hook-form filled it, the person typed or the caller controls it), so the text a form
 * reads may hold Persian digits: every reader parses it with the contract's toLatinDigits.
 * `locale` null leaves the props as they are.
 */
export function useLocalDigits<P extends DigitProps>(locale: Locale | null, props: P): P {
  const input = useRef<HTMLInputElement | null>(null);
  const { ref, onChange, onBlur } = props;
  const setRef = useCallback<RefCallback<HTMLInputElement>>(
    (element) => {
      input.current = element;
      assign(ref, element);
      // After the caller's ref: react-hook-form writes a field's default value there.
      if (locale) rewrite(element, locale);
    },
    [ref, locale],
  );
  // A form reset or setValue() writes Latin digits straight into the input.
  useLayoutEffect(() => {
    if (locale) rewrite(input.current, locale);
  });
  if (!locale) return props;
  return {
    ...props,
    ref: setRef,
    ...(props.value === undefined || props.value === null
      ? {}
      : { value: digitsFor(String(props.value as string | number), locale) }),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      rewrite(event.target, locale);
      onChange?.(event);
    },
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      onBlur?.(event);
      rewrite(event.target, locale); // after a blur handler that tidied the value ("9" → "09:00")
    },
  };
}
