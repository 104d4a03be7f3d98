import { formatMoney, type Currency } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';

/**
 * An amount as SPEC.md §9 shows it (`۹۵۰٬۰۰۰ تومان`, `950,000 Toman`, `$12.50`), isolated so a
 * Latin currency sign never reorders the Persian sentence around it.
 */
export function Money({
  amount,
  currency,
  testId,
}: {
  amount: number;
  currency: Currency;
  testId?: string;
}) {
  const { locale } = useI18n();
  return (
    <bdi className="money" data-testid={testId}>
      {formatMoney(amount, currency, locale)}
    </bdi>
  );
}
