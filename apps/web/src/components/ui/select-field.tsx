import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { describedByOf, FieldMessages } from './field-messages';

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
  const describedBy = describedByOf(selectId, error, hint);
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
        aria-describedby={describedBy}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages id={selectId} hint={hint} error={error} />
    </div>
  );
}
