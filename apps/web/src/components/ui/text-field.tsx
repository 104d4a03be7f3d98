import { useContext, useId, type InputHTMLAttributes, type Ref } from 'react';
import { I18nContext } from '../../lib/i18n/i18n-context';
import { describedByOf, FieldMessages } from './field-messages';
import { useLocalDigits } from './local-digits';

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string | undefined;
  hint?: string;
  ref?: Ref<HTMLInputElement>;
  /**
   * Keep Latin digits even in fa: for codes compared as typed. Otherwise a numeric or decimal
   * field (times, counts, amounts) shows its digits as the page writes them (useLocalDigits).
   */
  latinDigits?: boolean;
}

/** A labelled input whose error is announced and tied to it (aria-describedby). */
export function TextField({ label, error, hint, id, latinDigits, ...props }: TextFieldProps) {
  const autoId = useId();
  const locale = useContext(I18nContext)?.locale ?? null;
  const numeric = props.inputMode === 'numeric' || props.inputMode === 'decimal';
  const { ref, ...rest } = useLocalDigits(numeric && !latinDigits ? locale : null, props);
  const inputId = id ?? autoId;
  const describedBy = describedByOf(inputId, error, hint);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
