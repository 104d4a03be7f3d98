import { Link } from 'react-router';
import { formatZoned, localDateOf } from '@ravan/contract';
import { LoadingBlock } from '../../../components/ui/loading-block';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { useViewer } from '../../auth';
import { useConsoleRequests } from '../api/list-console-requests';
import { useConsoleSessions } from '../api/list-console-sessions';
import { clientName } from '../lib/client-name';

/**
 * A therapist's dashboard: today's sessions, the requests waiting for an answer, and what needs
 * attention (requests waiting, a session about to start). Everything links into the console.
 */
export function TherapistDashboard() {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const sessions = useConsoleSessions('upcoming', 1);
  const requests = useConsoleRequests('pending', 1);
  const today = localDateOf(new Date(), viewer.tz);
  const todays = (sessions.data?.data ?? []).filter(
    (session) => localDateOf(session.starts_at, viewer.tz) === today,
  );
  const pending = requests.data?.meta.total ?? 0;
  const consoleHref = `/${locale}/panel/therapist`;

  return (
    <div className="dashboard-grid" data-testid="therapist-dashboard">
      <section className="card stack-tight" aria-labelledby="dash-today">
        <h2 id="dash-today">{t('panel.dashboard.therapist.today')}</h2>
        {!sessions.data ? (
          <LoadingBlock label={t('app.loading')} />
        ) : todays.length === 0 ? (
          <p className="muted">{t('panel.dashboard.therapist.noneToday')}</p>
        ) : (
          <ul className="dash-list">
            {todays.map((session) => (
              <li key={session.id}>
                <strong>{formatZoned(session.starts_at, viewer, 'time')}</strong>{' '}
                <bdi>{clientName(session.client, t)}</bdi>
              </li>
            ))}
          </ul>
        )}
        <Link to={consoleHref}>{t('panel.dashboard.therapist.openSessions')}</Link>
      </section>
      <section className="card stack-tight" aria-labelledby="dash-requests">
        <h2 id="dash-requests">{t('panel.dashboard.therapist.requests')}</h2>
        {!requests.data ? (
          <LoadingBlock label={t('app.loading')} />
        ) : (
          <p className="dash-figure" data-testid="dash-pending-requests">
            {t('panel.dashboard.therapist.pendingCount', { count: pending })}
          </p>
        )}
        <Link to={consoleHref}>{t('panel.dashboard.therapist.answer')}</Link>
      </section>
      <section className="card stack-tight" aria-labelledby="dash-alerts">
        <h2 id="dash-alerts">{t('panel.dashboard.alerts')}</h2>
        <ul className="dash-list">
          {pending > 0 ? (
            <li>{t('panel.dashboard.therapist.alertRequests', { count: pending })}</li>
          ) : null}
          {todays[0] ? (
            <li>
              {t('panel.dashboard.therapist.alertNext', {
                when: formatZoned(todays[0].starts_at, { ...viewer, locale }, 'time'),
              })}
            </li>
          ) : null}
          {pending === 0 && !todays[0] ? (
            <li className="muted">{t('panel.dashboard.noAlerts')}</li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
