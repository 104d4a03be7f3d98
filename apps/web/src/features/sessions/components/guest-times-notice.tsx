import { Link, useLocation } from 'react-router';
import { formatZoned } from '@ravan/contract';
import { Notice } from '../../../components/ui/notice';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useViewer } from '../../auth';

/**
 * A guest picked a free time: booking needs an account. Sign-up and login both come back to this
 * very view, the slot kept in its address.
 */
export function GuestTimesNotice({ slot }: { slot: string }) {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <Notice testId="calendar-login">
      <p>{t('sessions.calendar.signUpToBook', { when: formatZoned(slot, viewer, 'datetime') })}</p>
      <div className="form-actions">
        <Link className="btn btn-primary" to={`/${locale}/register?afterLogin=${back}`}>
          {t('sessions.calendar.signUp')}
        </Link>
        <Link className="btn btn-ghost" to={`/${locale}/login?afterLogin=${back}`}>
          {t('sessions.calendar.login')}
        </Link>
      </div>
    </Notice>
  );
}
