import { type Output, type staffCoupon, formatZoned } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useViewer } from '../../../auth';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { MoneyList } from '../money-list';
import { isolate } from '../../../../lib/isolate';

export type StaffCoupon = Output<typeof staffCoupon>;

/** Discount codes: what they take off, when, how often, on what; active ones can be stopped. */
export function CouponTable({
  coupons,
  packageTitle,
  onDeactivate,
}: {
  coupons: StaffCoupon[];
  packageTitle: (id: number) => string;
  onDeactivate: (coupon: StaffCoupon) => void;
}) {
  const { t, locale, digits } = useI18n();
  const viewer = useViewer();
  const date = (iso: string) => formatZoned(iso, viewer, 'datetime');
  const limit = (value: number | null) =>
    value === null ? t('staffCatalogue.unlimited') : digits(value);
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  const windowText = (from: string | null, until: string | null) => {
    if (from && until)
      return t('staffCatalogue.coupons.fromUntil', { from: date(from), until: date(until) });
    if (from) return t('staffCatalogue.coupons.from', { from: date(from) });
    if (until) return t('staffCatalogue.coupons.until', { until: date(until) });
    return t('staffCatalogue.coupons.always');
  };
  if (coupons.length === 0) return <p className="muted">{t('staffCatalogue.coupons.empty')}</p>;
  return (
    <table className="commerce-table staff-table" data-testid="staff-coupons">
      <thead>
        <tr>
          <th scope="col">{t('staffCatalogue.code')}</th>
          <th scope="col">{t('staffCatalogue.coupons.discount')}</th>
          <th scope="col">{t('staffCatalogue.coupons.window')}</th>
          <th scope="col">{t('staffCatalogue.coupons.uses')}</th>
          <th scope="col">{t('staffCatalogue.coupons.packages')}</th>
          <th scope="col">{t('staffCatalogue.state')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {coupons.map((coupon) => (
          <tr key={coupon.id} data-testid="staff-coupon-row">
            <th scope="row" className="cell-title">
              <bdi dir="ltr">{coupon.code}</bdi>
            </th>
            <td className="cell-wrap" data-label={t('staffCatalogue.coupons.discount')}>
              {coupon.kind === 'percent' ? (
                t('staffCatalogue.coupons.percentValue', { percent: (coupon.percent ?? 0) / 100 })
              ) : (
                <MoneyList amounts={coupon.amounts} />
              )}
            </td>
            <td className="cell-wrap" data-label={t('staffCatalogue.coupons.window')}>
              {windowText(coupon.valid_from, coupon.valid_until)}
            </td>
            <td data-label={t('staffCatalogue.coupons.uses')}>
              {t('staffCatalogue.coupons.usesValue', {
                used: digits(coupon.used_count),
                max: coupon.max_uses === null ? 'none' : digits(coupon.max_uses),
                perUser: limit(coupon.max_uses_per_user),
              })}
            </td>
            <td className="cell-wrap" data-label={t('staffCatalogue.coupons.packages')}>
              {coupon.package_ids.length === 0
                ? t('staffCatalogue.coupons.allPackages')
                : list.format(coupon.package_ids.map(packageTitle))}
            </td>
            <td data-label={t('staffCatalogue.state')}>
              <StatusBadge tone={coupon.active ? 'success' : 'neutral'}>
                {t(coupon.active ? 'staffCatalogue.active' : 'staffCatalogue.inactive')}
              </StatusBadge>
            </td>
            <td className="cell-action">
              {coupon.active ? (
                <Button
                  variant="secondary"
                  aria-label={t('staffCatalogue.coupons.deactivateNamed', {
                    code: isolate(coupon.code),
                  })}
                  onClick={() => onDeactivate(coupon)}
                >
                  {t('staffCatalogue.coupons.deactivate')}
                </Button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
