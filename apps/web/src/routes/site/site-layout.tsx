import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '../../app/shell/language-switch';
import { useSession } from '../../features/auth';
import { useI18n } from '../../lib/i18n/i18n-context';
import '../../styles/site.css';

/** Iran's emergency (115) and social emergency (123) lines, named in the Persian footer. */
const EMERGENCY = { emergency: '115', social: '123' } as const;

/** The public pages' frame: brand, a short menu, language switch, and the legal links below. */
export function Component() {
  const { t, locale, digits } = useI18n();
  const { loggedIn } = useSession();
  const home = `/${locale}`;
  return (
    <div className="site-page">
      <a className="skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <header className="site-header">
        <Link className="brand" to={home}>
          <span className="brand-mark" aria-hidden="true" />
          {t('app.name')}
        </Link>
        <nav className="site-nav" aria-label={t('site.nav.label')}>
          <NavLink to={`${home}/therapists`}>{t('site.nav.therapists')}</NavLink>
          {loggedIn ? (
            <Link className="btn btn-primary btn-small" to={`${home}/panel/dashboard`}>
              {t('site.nav.panel')}
            </Link>
          ) : (
            <>
              <Link to={`${home}/login`}>{t('site.nav.login')}</Link>
              <Link className="btn btn-primary btn-small" to={`${home}/register`}>
                {t('site.nav.register')}
              </Link>
            </>
          )}
          <LanguageSwitch />
        </nav>
      </header>
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <nav aria-label={t('site.footer.label')}>
          <Link to={`${home}/terms`}>{t('site.footer.terms')}</Link>
          <Link to={`${home}/privacy`}>{t('site.footer.privacy')}</Link>
          <Link to={`${home}/therapists`}>{t('site.nav.therapists')}</Link>
        </nav>
        <p>
          {t('site.footer.note', {
            emergency: digits(EMERGENCY.emergency),
            social: digits(EMERGENCY.social),
          })}
        </p>
        <p>{t('app.tagline')}</p>
      </footer>
    </div>
  );
}
