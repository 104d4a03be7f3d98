import { type Output, type staffGiftCode, formatZoned } from '@ravan/contract';
import { useViewer } from '../../../auth';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { Money } from '../../../commerce';

/** Gift codes: worth, expiry, and who redeemed each (a code credits one wallet once). */
export function GiftCodeTable({ codes }: { codes: Output<typeof staffGiftCode>[] }) {
  const { t, digits } = useI18n();
  const viewer = useViewer();
  if (codes.length === 0) return <p className="muted">{t('staffCatalogue.giftCodes.empty')}</p>;
  return (
    <table className="commerce-table" data-testid="staff-gift-codes">
      <thead>
        <tr>
          <th scope="col">{t('staffCatalogue.code')}</th>
          <th scope="col">{t('staffCatalogue.giftCodes.amount')}</th>
          <th scope="col">{t('staffCatalogue.giftCodes.validUntil')}</th>
          <th scope="col">{t('staffCatalogue.giftCodes.redeemed')}</th>
        </tr>
      </thead>
      <tbody>
        {codes.map((code) => (
          <tr key={code.id} data-testid="staff-gift-code-row">
            <th scope="row" className="cell-title">
              <bdi dir="ltr">{code.code}</bdi>
            </th>
            <td data-label={t('staffCatalogue.giftCodes.amount')}>
              <Money amount={code.amount} currency={code.currency} />
            </td>
            <td data-label={t('staffCatalogue.giftCodes.validUntil')}>
              {code.valid_until
                ? formatZoned(code.valid_until, viewer, 'datetime')
                : t('staffCatalogue.coupons.noEnd')}
            </td>
            <td data-label={t('staffCatalogue.giftCodes.redeemed')}>
              {code.redeemed_at && code.redeemed_by !== null
                ? t('staffCatalogue.giftCodes.redeemedBy', {
                    user: digits(code.redeemed_by),
                    date: formatZoned(code.redeemed_at, viewer, 'datetime'),
                  })
                : t('staffCatalogue.giftCodes.unused')}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
