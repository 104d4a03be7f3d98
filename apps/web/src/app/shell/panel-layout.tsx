import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { useLogout, useSession } from '../../features/auth';
import { Button } from '../../components/ui/button';
import { useSnackbar } from '../../components/ui/snackbar';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LanguageSwitch } from './language-switch';
import { PanelNav } from './panel-nav';

// Loaded with the panel only (never on the login page): guest basket merge and cart load.
const CartSync = lazy(() => import('./cart-sync'));

/** The logged-in client's frame: brand, navigation, language switch, logout. */
export function PanelLayout() {
  const { t } = useI18n();
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
      <PanelNav role={role} />
      <Suspense fallback={null}>
        <CartSync />
      </Suspense>
      <main id="main" className="panel-main">
        <Outlet />
      </main>
    </div>
  );
}
