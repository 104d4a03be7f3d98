import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n/i18n-context';

/** Same page, other language: /fa/x ↔ /en/x (query kept). */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const other = locale === 'fa' ? 'en' : 'fa';
  const path = /^\/(fa|en)(\/|$)/.test(location.pathname)
    ? location.pathname.replace(/^\/(fa|en)/, `/${other}`)
    : `/${other}/login`;
  return (
    <Link
      className="language-switch"
      to={`${path}${location.search}`}
      lang={other}
      aria-label={t('language.switchLabel')}
      data-testid="language-switch"
    >
      {t('language.switchTo')}
    </Link>
  );
}
