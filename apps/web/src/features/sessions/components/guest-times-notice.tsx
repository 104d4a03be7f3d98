import { Link, useLocation } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { useI18n } from '../../../lib/i18n/i18n-context';

/** Free times need a login: a link to the login page that comes back to this very view. */
export function GuestTimesNotice() {
  const { t, locale } = useI18n();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Notice testId="calendar-login">
      <p>{t('sessions.calendar.loginNeeded')}</p>
      <Link className="btn btn-primary" to={`/${locale}/login?afterLogin=${back}`}>
        {t('sessions.calendar.login')}
      </Link>
    </Notice>
  );
}
