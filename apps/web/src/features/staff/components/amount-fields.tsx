import type { UseFormRegisterReturn } from 'react-hook-form';
import { CURRENCIES, formatMoney, type Currency } from '@ravan/contract';
import { TextField } from '../../../components/ui/text-field';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { parseAmount } from '../../commerce';
import type { AmountTexts } from '../lib/amount-texts';

/**
 * One amount per currency, typed in major units ("12.50", "۹۵۰٬۰۰۰"); under each, how the
 * amount will be shown (SPEC.md §9), so a misplaced decimal is seen before it is saved.
 */
export function AmountFields({
  legend,
  hint,
  texts,
  register,
  errorOf,
  error,
}: {
  legend: string;
  hint: string;
  texts: AmountTexts;
  register: (currency: Currency) => UseFormRegisterReturn;
  errorOf: (currency: Currency) => string | undefined;
  error: string | undefined;
}) {
  const { t, locale } = useI18n();
  const shown = (currency: Currency) => {
    const minor = texts[currency].trim() ? parseAmount(texts[currency], currency) : null;
    return minor === null ? undefined : formatMoney(minor, currency, locale);
  };
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      <p className="field-hint">{hint}</p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="amount-grid">
        {CURRENCIES.map((currency) => (
          <TextField
            key={currency}
            label={t(`commerce.currency.${currency}`)}
            hint={shown(currency)}
            error={errorOf(currency)}
            inputMode="decimal"
            dir="ltr"
            autoComplete="off"
            {...register(currency)}
          />
        ))}
      </div>
    </fieldset>
  );
}
