import { CURRENCIES, formatMoney, type Currency, type Locale } from '@ravan/contract';
import { Notice } from '../../../../components/ui/notice';
import { useI18n } from '../../../../lib/i18n/i18n-context';

export type Overtime = { minutes: number; amount: number; currency: string } | null;

const isCurrency = (value: string): value is Currency =>
  (CURRENCIES as readonly string[]).includes(value);

const moneyText = (amount: number, currency: string, locale: Locale) =>
  isCurrency(currency) ? formatMoney(amount, currency, locale) : `${amount} ${currency}`;

/** What marking the session held did: its minutes, and the overtime charge the server made. */
export function CompleteResult({ minutes, overtime }: { minutes: number; overtime: Overtime }) {
  const { t, locale } = useI18n();
  return (
    <div className="stack" data-testid="complete-result">
      <Notice tone="success">
        <p>{t('therapist.complete.held', { count: minutes })}</p>
      </Notice>
      {overtime ? (
        <Notice tone="info" testId="overtime-charge">
          <p>
            {t('therapist.complete.overtime', {
              count: overtime.minutes,
              amount: `\u2068${moneyText(overtime.amount, overtime.currency, locale)}\u2069`,
            })}
          </p>
        </Notice>
      ) : (
        <p className="muted">{t('therapist.complete.noOvertime')}</p>
      )}
    </div>
  );
}
