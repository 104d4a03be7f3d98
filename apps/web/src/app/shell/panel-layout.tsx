import { lazy, Suspense } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useLogout, useSession } from '../../features/auth';
import { Button } from '../../components/ui/button';
import { useSnackbar } from '../../components/ui/snackbar';
import { useI18n } from '../../lib/i18n/i18n-context';
import type { MessageId } from '../../locales/fa';
import { LanguageSwitch } from './language-switch';
import { isAdminRole, isStaffRole, isTherapistRole } from './roles';

// Loaded with the panel only (never on the login page): guest basket merge and cart load.
const CartSync = lazy(() => import('./cart-sync'));

const NAV: { path: string; label: MessageId; staff?: true; therapist?: true; admin?: true }[] = [
  { path: 'dashboard', label: 'screen.dashboard' },
  { path: 'therapist', label: 'screen.therapistConsole', therapist: true },
  { path: 'sessions', label: 'screen.sessions' },
  { path: 'packages', label: 'screen.packages' },
  { path: 'basket', label: 'screen.basket' },
  { path: 'factors', label: 'screen.factors' },
  { path: 'invitees', label: 'screen.invitees' },
  { path: 'tests', label: 'screen.tests' },
  { path: 'setting', label: 'screen.setting' },
  { path: 'staff/payments', label: 'screen.staffPayments', staff: true },
  { path: 'staff/sessions', label: 'screen.staffSessions', staff: true },
  { path: 'staff/refunds', label: 'screen.staffRefunds', staff: true },
  { path: 'staff/packages', label: 'screen.staffPackages', admin: true },
  { path: 'staff/coupons', label: 'screen.staffCoupons', admin: true },
  { path: 'staff/rates', label: 'screen.staffRates', admin: true },
];

/** The logged-in client's frame: brand, navigation, language switch, logout. */
export function PanelLayout() {
  const { t, locale } = useI18n();
  const snackbar = useSnackbar();
  const role = useSession().profile?.role;
  // Ending the session sends RequireAuth to the login page; the notice outlives the panel.
  const logout = useLogout(() => snackbar.show(t('auth.loggedOut'), 'info', 3_000));
  const onLogout = () => logout.mutate();

  return (
    <div className="panel-page">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="panel-header">
        <span className="brand">
          <span className="brand-mark" aria-hidden="true" />
          {t('app.name')}
        </span>
        <div className="panel-actions">
          <LanguageSwitch />
          <Button variant="ghost" onClick={onLogout} busy={logout.isPending} data-testid="logout">
            {t('auth.logout')}
          </Button>
        </div>
      </header>
      <nav className="panel-nav" aria-label={t('panel.nav.label')}>
        {NAV.filter(
          (item) =>
            (!item.staff || isStaffRole(role)) &&
            (!item.therapist || isTherapistRole(role)) &&
            (!item.admin || isAdminRole(role)),
        ).map((item) => (
          <NavLink key={item.path} to={`/${locale}/panel/${item.path}`}>
            {t(item.label)}
          </NavLink>
        ))}
      </nav>
      <Suspense fallback={null}>
        <CartSync />
      </Suspense>
      <main id="main" className="panel-main">
        <Outlet />
      </main>
    </div>
  );
}
