import { Controller, type Control } from 'react-hook-form';
import type { ProfileUpdate } from '@ravan/contract';
import type { MessageId } from '../../../locales/fa';
import { CountSelect, EnumSelect } from './enum-select';

type EnumName = 'gender' | 'marital_status' | 'job_status' | 'degree' | 'how_known' | 'calendar';
type CountName = 'child_count' | 'child_order';

/** A contract enumeration field of the profile form, "Choose…" meaning null. */
export function EnumField<V extends string>({
  control,
  name,
  label,
  values,
  labelOf,
  required = false,
}: {
  control: Control<ProfileUpdate>;
  name: EnumName;
  label: string;
  values: readonly V[];
  labelOf: (value: V) => MessageId;
  required?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <EnumSelect
          label={label}
          values={values}
          labelOf={labelOf}
          value={field.value as V | null | undefined}
          onChange={field.onChange}
          onBlur={field.onBlur}
          ref={field.ref}
          required={required}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A small count of the profile form (children, birth order). */
export function CountField({
  control,
  name,
  label,
  min,
}: {
  control: Control<ProfileUpdate>;
  name: CountName;
  label: string;
  min: number;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <CountSelect
          label={label}
          min={min}
          max={30}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
