import { useId, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { describedByOf, FieldMessages } from './field-messages';

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input whose hint and error are announced with it (aria-describedby). */
export function TextareaField({
  label,
  error,
  hint,
  id,
  ref,
  rows = 4,
  ...rest
}: TextareaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const describedBy = describedByOf(inputId, error, hint);
  return (
    <div className={`field textarea-field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={inputId}>{label}</label>
      <textarea
        id={inputId}
        ref={ref}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      <FieldMessages id={inputId} hint={hint} error={error} />
    </div>
  );
}
