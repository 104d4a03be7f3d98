import type { UseFormRegister } from 'react-hook-form';
import { TextField } from '../../../../components/ui/text-field';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { creditKey, type RefundFormValues, type StaffFactorView } from '../../lib/refund-form';

/** The invoice's session credits: what was used, refunded, and is left; how many to refund now. */
export function CreditsTable({
  credits,
  register,
  errorOf,
}: {
  credits: StaffFactorView['credits'];
  register: UseFormRegister<RefundFormValues>;
  errorOf: (key: string) => string | undefined;
}) {
  const { t, digits } = useI18n();
  return (
    <table className="commerce-table" data-testid="refund-credits">
      <thead>
        <tr>
          <th scope="col">{t('staffRefunds.package')}</th>
          <th scope="col">{t('staffRefunds.total')}</th>
          <th scope="col">{t('staffRefunds.used')}</th>
          <th scope="col">{t('staffRefunds.refunded')}</th>
          <th scope="col">{t('staffRefunds.refundable')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {credits.map((credit) => (
          <tr key={credit.id} data-testid="refund-credit-row">
            <th scope="row" className="cell-title">
              <bdi>{credit.title}</bdi>
            </th>
            <td data-label={t('staffRefunds.total')}>{digits(credit.total)}</td>
            <td data-label={t('staffRefunds.used')}>{digits(credit.used)}</td>
            <td data-label={t('staffRefunds.refunded')}>{digits(credit.refunded)}</td>
            <td data-label={t('staffRefunds.refundable')}>{digits(credit.refundable)}</td>
            <td className="cell-action">
              {credit.refundable > 0 ? (
                <div className="count-input">
                  <TextField
                    label={t('staffRefunds.toRefund')}
                    aria-label={t('staffRefunds.sessionsFor', { title: credit.title })}
                    inputMode="numeric"
                    dir="ltr"
                    autoComplete="off"
                    placeholder={digits(0)}
                    error={errorOf(creditKey(credit))}
                    {...register(`sessions.${creditKey(credit)}`)}
                  />
                </div>
              ) : (
                <span className="muted">{t('staffRefunds.nothingLeft')}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
