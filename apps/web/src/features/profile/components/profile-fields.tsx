import { Controller, type Control } from 'react-hook-form';
import type { ProfileUpdate } from '@ravan/contract';
import { PhoneField } from '../../../components/ui/phone-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import type { MessageId } from '../../../locales/fa';
import { CountSelect, EnumSelect } from './enum-select';
import { TimeZoneField } from './time-zone-field';

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

/** Phone with country code and time zone: the contact pair both profile forms ask for. */
export function PhoneAndZoneFields({
  control,
  defaultCountry,
  phoneError,
}: {
  control: Control<ProfileUpdate>;
  defaultCountry: string | null | undefined;
  phoneError: string | undefined;
}) {
  const { t } = useI18n();
  return (
    <>
      <Controller
        control={control}
        name="cel"
        render={({ field }) => (
          <PhoneField
            label={t('profile.field.phone')}
            numberLabel={t('profile.field.phoneNumber')}
            countryLabel={t('profile.field.phoneCode')}
            hint={t('profile.phone.hint')}
            missingCountryError={t('profile.phone.codeRequired')}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            defaultCountry={defaultCountry}
            error={phoneError}
          />
        )}
      />
      <Controller
        control={control}
        name="tz"
        render={({ field, fieldState }) => (
          <TimeZoneField
            value={field.value}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
          />
        )}
      />
    </>
  );
}
