import { Link } from 'react-router';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { usePendingPayments } from '../api/list-offline-payments';

const SUPPORT_LINKS = [
  ['staff/payments', 'screen.staffPayments'],
  ['staff/sessions', 'screen.staffSessions'],
  ['staff/refunds', 'screen.staffRefunds'],
] as const;
const ADMIN_LINKS = [
  ['staff/packages', 'screen.staffPackages'],
  ['staff/coupons', 'screen.staffCoupons'],
  ['staff/rates', 'screen.staffRates'],
] as const;

/**
 * Support's and admins' dashboard: the bank transfers waiting for review first, then their
 * work pages; an admin also gets the catalogue.
 */
export function StaffDashboard({ admin }: { admin: boolean }) {
  const { t, locale } = useI18n();
  const payments = usePendingPayments(1);
  const pending = payments.data?.meta.total ?? 0;
  const link = (path: string) => `/${locale}/panel/${path}`;
  return (
    <div className="dashboard-grid" data-testid="staff-dashboard">
      <section className="card stack-tight" aria-labelledby="dash-payments">
        <h2 id="dash-payments">{t('panel.dashboard.staff.payments')}</h2>
        {!payments.data ? (
          <LoadingBlock label={t('app.loading')} />
        ) : (
          <p className="dash-figure" data-testid="dash-pending-payments">
            {t('panel.dashboard.staff.pendingCount', { count: pending })}
          </p>
        )}
        <Link to={link('staff/payments')}>{t('panel.dashboard.staff.review')}</Link>
      </section>
      <section className="card stack-tight" aria-labelledby="dash-work">
        <h2 id="dash-work">{t('panel.nav.work')}</h2>
        <ul className="dash-list">
          {SUPPORT_LINKS.map(([path, label]) => (
            <li key={path}>
              <Link to={link(path)}>{t(label)}</Link>
            </li>
          ))}
        </ul>
      </section>
      {admin ? (
        <section className="card stack-tight" aria-labelledby="dash-catalogue">
          <h2 id="dash-catalogue">{t('panel.nav.catalogue')}</h2>
          <ul className="dash-list">
            {ADMIN_LINKS.map(([path, label]) => (
              <li key={path}>
                <Link to={link(path)}>{t(label)}</Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
