import { Outlet } from 'react-router';
import { useI18n } from '../../lib/i18n/i18n-context';
import { LanguageSwitch } from './language-switch';

/** The guest screens: brand, language switch, one centred card. */
export function AuthLayout() {
  const { t } = useI18n();
  return (
    <div className="auth-page">
      <header className="auth-header">
        <span className="brand" aria-hidden="true">
          <span className="brand-mark" />
          {t('app.name')}
        </span>
        <LanguageSwitch />
      </header>
      <main id="main" className="auth-main">
        <Outlet />
      </main>
      <footer className="auth-footer">{t('app.tagline')}</footer>
    </div>
  );
}
