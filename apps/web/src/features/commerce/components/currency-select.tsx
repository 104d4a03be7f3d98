import { CURRENCIES, type Currency } from '@ravan/contract';
import { SelectField } from '../../../components/ui/select-field';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** SPEC.md §3 currencies, named in the user's language. */
export function CurrencySelect({
  value,
  onChange,
  disabled,
}: {
  value: Currency;
  onChange: (currency: Currency) => void;
  disabled?: boolean;
}) {
  const { t } = useI18n();
  const options = CURRENCIES.map((currency) => ({
    value: currency,
    label: t(`commerce.currency.${currency}`),
  }));
  return (
    <SelectField
      className="currency-select"
      label={t('commerce.currency.label')}
      options={options}
      value={value}
      disabled={disabled}
      data-testid="currency-select"
      onChange={(event) => {
        const next = CURRENCIES.find((currency) => currency === event.target.value);
        if (next) onChange(next);
      }}
    />
  );
}
