import { useMemo } from 'react';
import { ComboboxField } from '../../../components/ui/combobox-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { countriesIn } from '../../../lib/countries';

interface CountryFieldProps {
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** Country of residence: searchable by its name in Persian or English, or its ISO code. */
export function CountryField({ value, onChange, onBlur, error }: CountryFieldProps) {
  const { t, tMessage, locale } = useI18n();
  const options = useMemo(
    () =>
      countriesIn(locale).map((country) => ({
        value: country.code,
        label: country.name,
        keywords: `${country.otherName} ${country.code}`,
      })),
    [locale],
  );
  return (
    <ComboboxField
      label={t('profile.field.country')}
      options={options}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      placeholder={t('profile.country.search')}
      noResults={t('profile.noResults')}
      clearable
      error={error ? tMessage(error) : undefined}
      data-testid="country"
    />
  );
}
