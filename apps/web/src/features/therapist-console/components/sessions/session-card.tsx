import { useId } from 'react';
import { type ConsoleSession, formatZoned } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { SESSION_STATE_TONE } from '../../../../components/ui/session-state-tone';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { clientName } from '../../lib/client-name';
import { useConsoleZone } from '../../lib/console-zone';

export type SessionAction = 'complete' | 'no_show';

/**
 * A session in the therapist's zone and the viewer's calendar: client, time, meeting link and
 * state. Once it has started and is still scheduled, it can be marked held or missed.
 */
export function SessionCard({
  session,
  now,
  onAction,
}: {
  session: ConsoleSession;
  now: number;
  onAction: (action: SessionAction) => void;
}) {
  const { t } = useI18n();
  const { zoned } = useConsoleZone();
  const titleId = useId();
  const name = clientName(session.client, t);
  const when = formatZoned(session.starts_at, zoned, 'datetime');
  const markable = session.state === 'scheduled' && Date.parse(session.starts_at) <= now;

  return (
    <li data-testid="console-session" data-session-id={session.id}>
      <article className="card console-card" aria-labelledby={titleId}>
        <div className="console-card-head">
          <h3 id={titleId} className="console-card-title">
            <bdi>{name}</bdi>
          </h3>
          <StatusBadge tone={SESSION_STATE_TONE[session.card_state]}>
            {t(`therapist.sessionState.${session.card_state}`)}
          </StatusBadge>
          {session.weekly ? <StatusBadge>{t('therapist.sessions.weekly')}</StatusBadge> : null}
        </div>
        <dl className="console-facts">
          <div>
            <dt>{t('therapist.sessions.when')}</dt>
            <dd>{when}</dd>
          </div>
          <div>
            <dt>{t('therapist.sessions.length')}</dt>
            <dd>
              {session.actual_minutes === null
                ? t('therapist.minutes', { count: session.minutes })
                : t('therapist.sessions.actual', { count: session.actual_minutes })}
            </dd>
          </div>
          {session.meeting_url && session.state === 'scheduled' ? (
            <div className="console-fact-wide">
              <dt>{t('therapist.sessions.link')}</dt>
              <dd>
                <a
                  href={session.meeting_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  dir="ltr"
                  className="console-link"
                  aria-label={t('therapist.sessions.linkNamed', { name, when })}
                >
                  {session.meeting_url}
                </a>
              </dd>
            </div>
          ) : null}
          {session.cancel_reason ? (
            <div>
              <dt>{t('therapist.sessions.cancelReason')}</dt>
              <dd>{t(`therapist.cancelReason.${session.cancel_reason}`)}</dd>
            </div>
          ) : null}
          {session.charged ? (
            <div>
              <dt>{t('therapist.sessions.charge')}</dt>
              <dd>{t('therapist.sessions.charged')}</dd>
            </div>
          ) : null}
        </dl>
        {markable ? (
          <div className="form-actions">
            <Button
              aria-label={t('therapist.sessions.completeNamed', { name, when })}
              onClick={() => onAction('complete')}
            >
              {t('therapist.sessions.complete')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('therapist.sessions.noShowNamed', { name, when })}
              onClick={() => onAction('no_show')}
            >
              {t('therapist.sessions.noShow')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
