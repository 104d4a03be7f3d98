import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import './choice-group.css';

export interface Choice<Value extends string> {
  value: Value;
  label: ReactNode;
  /** A second, smaller line under the label. */
  detail?: ReactNode;
  disabled?: boolean;
}

interface ChoiceGroupProps<Value extends string> {
  legend: string;
  choices: readonly Choice<Value>[];
  /**
   * Props for every radio: either `checked`/`onChange` handled by the caller through `value` and
   * `onChange`, or a react-hook-form `register(name)` spread through `inputProps`.
   */
  value?: Value;
  onChange?: (value: Value) => void;
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value'>;
  error?: string | undefined;
}

/** A labelled group of radio buttons (arrow keys move between them), its error announced. */
export function ChoiceGroup<Value extends string>({
  legend,
  choices,
  value,
  onChange,
  inputProps,
  error,
}: ChoiceGroupProps<Value>) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset
      className={`field choice-group${error ? ' field-invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {choices.map((choice) => (
        <label key={choice.value} className="choice-option">
          <input
            type="radio"
            name={name}
            value={choice.value}
            disabled={choice.disabled}
            {...(onChange
              ? { checked: value === choice.value, onChange: () => onChange(choice.value) }
              : {})}
            {...inputProps}
          />
          <span>
            {choice.label}
            {choice.detail ? <span className="choice-detail">{choice.detail}</span> : null}
          </span>
        </label>
      ))}
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
