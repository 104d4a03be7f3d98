import { type ConsoleSession, formatZoned, type ZonedOptions } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { SESSION_STATE_TONE } from '../../../components/ui/session-state-tone';
import { StatusBadge } from '../../../components/ui/status-badge';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { personName } from '../lib/person-name';

/** Sessions, latest first: when (in the staff member's zone), who, state, and the override. */
export function StaffSessionTable({
  sessions,
  zoned,
  onOverride,
}: {
  sessions: ConsoleSession[];
  zoned: ZonedOptions;
  onOverride: (session: ConsoleSession) => void;
}) {
  const { t, locale } = useI18n();
  return (
    <table className="commerce-table" data-testid="staff-sessions">
      <thead>
        <tr>
          <th scope="col">{t('staffSessions.col.session')}</th>
          <th scope="col">{t('staffSessions.col.client')}</th>
          <th scope="col">{t('staffSessions.col.therapist')}</th>
          <th scope="col">{t('staffSessions.col.state')}</th>
          <td />
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => {
          const therapist = locale === 'fa' ? session.therapist.name_fa : session.therapist.name_en;
          return (
            <tr key={session.id} data-testid="staff-session-row" data-session-id={session.id}>
              <th scope="row" className="cell-title">
                {t('staffSessions.sessionNumber', { id: session.id })}
                <span className="cell-note">
                  {formatZoned(session.starts_at, zoned, 'datetime')}
                </span>
              </th>
              <td data-label={t('staffSessions.col.client')}>
                <span className="staff-session-person">
                  <bdi>{personName(session.client, t)}</bdi>
                  <span className="muted small">
                    {t('staffSessions.id', { id: session.client.id })}
                  </span>
                </span>
              </td>
              <td data-label={t('staffSessions.col.therapist')}>
                <span className="staff-session-person">
                  <bdi>{therapist}</bdi>
                  <span className="muted small">
                    {t('staffSessions.id', { id: session.therapist.id })}
                  </span>
                </span>
              </td>
              <td data-label={t('staffSessions.col.state')}>
                <span className="staff-session-state">
                  <StatusBadge tone={SESSION_STATE_TONE[session.card_state]}>
                    {t(`therapist.sessionState.${session.card_state}`)}
                  </StatusBadge>
                  {session.cancel_reason ? (
                    <span className="muted small">
                      {t(`therapist.cancelReason.${session.cancel_reason}`)}
                    </span>
                  ) : null}
                  {session.charged ? (
                    <span className="muted small">{t('therapist.sessions.charged')}</span>
                  ) : null}
                </span>
              </td>
              <td className="cell-action">
                <Button
                  variant="secondary"
                  aria-label={t('staffSessions.overrideNamed', { id: session.id })}
                  onClick={() => onOverride(session)}
                >
                  {t('staffSessions.override')}
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
