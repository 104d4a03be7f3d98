import { Link, useLocation } from 'react-router';
import { useI18n } from '../../lib/i18n/i18n-context';
import { switchLanguageHref } from './switch-language-href';

/**
 * Same page, other language. Its accessible name is its visible text ("English" / "فارسی"),
 * spoken in that language (lang), so a voice user can say what they see (WCAG 2.5.3).
 */
export function LanguageSwitch() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const other = locale === 'fa' ? 'en' : 'fa';
  return (
    <Link
      className="language-switch"
      to={switchLanguageHref(location, other)}
      lang={other}
      hrefLang={other}
      data-testid="language-switch"
    >
      {t('language.switchTo')}
    </Link>
  );
}
