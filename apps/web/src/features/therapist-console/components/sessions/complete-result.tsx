import type { Locale } from '@ravan/contract';
import { Notice } from '../../../../components/ui/notice';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { isCurrency, moneyText } from '../../../../lib/money-text';

export type Overtime = { minutes: number; amount: number; currency: string } | null;

/** The charge inside the sentence; a currency this build does not know is shown as sent. */
const chargeText = ({ amount, currency }: NonNullable<Overtime>, locale: Locale) =>
  isCurrency(currency) ? moneyText(amount, currency, locale) : `\u2068${amount} ${currency}\u2069`;

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
              amount: chargeText(overtime, locale),
            })}
          </p>
        </Notice>
      ) : (
        <p className="muted">{t('therapist.complete.noOvertime')}</p>
      )}
    </div>
  );
}
