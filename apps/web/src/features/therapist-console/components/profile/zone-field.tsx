import { useMemo } from 'react';
import { timeZoneList } from '@ravan/contract';
import { ComboboxField } from '../../../../components/ui/combobox-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';

/** The therapist's time zone: a searchable list of the IANA zones the contract knows. */
export function ZoneField({
  value,
  onChange,
  onBlur,
  error,
}: {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur: () => void;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const options = useMemo(
    () => timeZoneList().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );
  return (
    <ComboboxField
      label={t('therapist.profile.tz')}
      hint={t('therapist.profile.tzHint')}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      noResults={t('therapist.profile.tzNoResults')}
      optionDir="ltr"
      error={error}
      data-testid="therapist-time-zone"
    />
  );
}
