import type { Ref } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../locales/fa';

interface EnumSelectProps<V extends string> {
  label: string;
  values: readonly V[];
  /** The catalogue key of a value's label (`enum.gender.male`…). */
  labelOf: (value: V) => MessageId;
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
  /** No empty choice: the field always has a value. */
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** One of a contract enumeration's values, with translated labels; "Choose…" means null. */
export function EnumSelect<V extends string>({
  label,
  values,
  labelOf,
  value,
  onChange,
  onBlur,
  error,
  required = false,
  ref,
}: EnumSelectProps<V>) {
  const { t, tMessage } = useI18n();
  return (
    <SelectField
      ref={ref}
      label={label}
      placeholder={required ? undefined : t('profile.choose')}
      options={values.map((option) => ({ value: option, label: t(labelOf(option)) }))}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as V | null)}
      onBlur={onBlur}
      error={error ? tMessage(error) : undefined}
    />
  );
}

interface CountSelectProps {
  label: string;
  min: number;
  max: number;
  value: number | null | undefined;
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** A small whole number (children, birth order) in the language's digits. */
export function CountSelect({ label, min, max, value, onChange, onBlur, error }: CountSelectProps) {
  const { t, tMessage, digits } = useI18n();
  return (
    <SelectField
      label={label}
      placeholder={t('profile.choose')}
      options={Array.from({ length: max - min + 1 }, (_, index) => ({
        value: String(min + index),
        label: digits(min + index),
      }))}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      onBlur={onBlur}
      error={error ? tMessage(error) : undefined}
    />
  );
}
