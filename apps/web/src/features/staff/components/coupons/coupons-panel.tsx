import { useState } from 'react';
import { Pager } from '../../../../components/ui/pager';
import { QueryView } from '../../../../components/ui/query-view';
import { useSnackbar } from '../../../../components/ui/snackbar';
import { errorText } from '../../../../lib/error-text';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { useDeactivateCoupon, useStaffCoupons } from '../../api/staff-coupons';
import { useStaffPackages } from '../../api/staff-packages';
import { packageTitle } from '../../lib/package-form';
import { ConfirmDialog } from '../confirm-dialog';
import { CouponForm } from './coupon-form';
import { CouponTable, type StaffCoupon } from './coupon-table';
import { isolate } from '../../../../lib/isolate';

/** Discount codes: the form for a new one, then every code, newest first. */
export function CouponsPanel() {
  const { t, locale, digits } = useI18n();
  const snackbar = useSnackbar();
  const [page, setPage] = useState(1);
  const [stopping, setStopping] = useState<StaffCoupon | null>(null);
  const coupons = useStaffCoupons(page);
  const packages = useStaffPackages();
  const deactivate = useDeactivateCoupon();
  const titleOf = (id: number) => {
    const pkg = packages.data?.find((item) => item.id === id);
    return pkg ? packageTitle(pkg, locale) : t('staffCatalogue.packageNumber', { id: digits(id) });
  };

  const onConfirm = (coupon: StaffCoupon) =>
    deactivate.mutate(coupon.id, {
      onSuccess: () => {
        snackbar.show(
          t('staffCatalogue.coupons.deactivated', { code: isolate(coupon.code) }),
          'success',
        );
        setStopping(null);
      },
      onError: (failure) => snackbar.show(errorText(failure, t), 'error'),
    });

  return (
    <div className="stack">
      <section className="card stack">
        <CouponForm />
      </section>
      <section className="card stack" aria-label={t('staffCatalogue.coupons.list')}>
        <QueryView query={coupons}>
          {(data) => (
            <>
              <CouponTable coupons={data.data} packageTitle={titleOf} onDeactivate={setStopping} />
              <Pager
                page={page}
                perPage={data.meta.perPage}
                total={data.meta.total}
                onPage={setPage}
                busy={coupons.isFetching}
              />
            </>
          )}
        </QueryView>
      </section>
      {stopping ? (
        <ConfirmDialog
          title={t('staffCatalogue.coupons.deactivateTitle', { code: isolate(stopping.code) })}
          confirmLabel={t('staffCatalogue.coupons.deactivate')}
          busy={deactivate.isPending}
          onConfirm={() => onConfirm(stopping)}
          onCancel={() => setStopping(null)}
        >
          <p>{t('staffCatalogue.coupons.deactivateBody')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
