import { useId } from 'react';
import { type ConsoleRequest, formatZoned } from '@ravan/contract';
import { Button } from '../../../../components/ui/button';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { useI18n } from '../../../../lib/i18n/i18n-context';
import { clientName } from '../../lib/client-name';
import { useConsoleZone } from '../../lib/console-zone';
import { REQUEST_TONE } from '../../lib/tones';
import { PreferredTimes } from './preferred-times';

export type RequestAction = 'approve' | 'propose' | 'decline';

/**
 * One request: who asks (name and zone), the therapy subject (health data — shown, never put in
 * an address or a log), how many sessions, when the client prefers, and the answers.
 */
export function RequestCard({
  request,
  onAction,
}: {
  request: ConsoleRequest;
  onAction: (action: RequestAction) => void;
}) {
  const { t } = useI18n();
  const { zoned } = useConsoleZone();
  const titleId = useId();
  const name = clientName(request.client, t);
  const open = request.state === 'pending';

  return (
    <li data-testid="console-request" data-request-id={request.id}>
      <article className="card console-card" aria-labelledby={titleId}>
        <div className="console-card-head">
          <h3 id={titleId} className="console-card-title">
            <bdi>{name}</bdi>
          </h3>
          <StatusBadge tone={REQUEST_TONE[request.state]}>
            {t(`therapist.requestState.${request.state}`)}
          </StatusBadge>
          {request.therapist === null ? (
            <StatusBadge>{t('therapist.requests.anyTherapist')}</StatusBadge>
          ) : null}
        </div>
        <p className="muted small console-card-meta">
          {request.client.tz
            ? t('therapist.requests.clientZone', { zone: `\u2066${request.client.tz}\u2069` })
            : t('therapist.requests.clientZoneUnknown')}
          {' · '}
          {t('therapist.requests.created', {
            when: formatZoned(request.created_at, zoned, 'datetime'),
          })}
        </p>
        <dl className="console-facts">
          <div>
            <dt>{t('therapist.requests.subject')}</dt>
            <dd>{t(`therapist.cycle.${request.cycle.category}`)}</dd>
          </div>
          <div>
            <dt>{t('therapist.requests.sessions')}</dt>
            <dd>{t('therapist.requests.sessionCount', { count: request.sessions })}</dd>
          </div>
          <div className="console-fact-wide">
            <dt>{t('therapist.requests.description')}</dt>
            <dd className="console-text" dir="auto">
              {request.cycle.description}
            </dd>
          </div>
          <div className="console-fact-wide">
            <dt>{t('therapist.requests.preferred')}</dt>
            <dd>
              <PreferredTimes times={request.times} />
            </dd>
          </div>
          {request.note ? (
            <div className="console-fact-wide">
              <dt>{t('therapist.requests.clientNote')}</dt>
              <dd className="console-text" dir="auto">
                {request.note}
              </dd>
            </div>
          ) : null}
          {request.proposed_start ? (
            <div className="console-fact-wide">
              <dt>{t('therapist.requests.proposed')}</dt>
              <dd>
                {formatZoned(request.proposed_start, zoned, 'datetime')}
                {request.proposed_weekly ? ` · ${t('therapist.requests.proposedWeekly')}` : ''}
              </dd>
            </div>
          ) : null}
        </dl>
        {open ? (
          <div className="form-actions">
            <Button
              aria-label={t('therapist.requests.approveNamed', { name })}
              onClick={() => onAction('approve')}
            >
              {t('therapist.requests.approve')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('therapist.requests.proposeNamed', { name })}
              onClick={() => onAction('propose')}
            >
              {t('therapist.requests.propose')}
            </Button>
            <Button
              variant="ghost"
              aria-label={t('therapist.requests.declineNamed', { name })}
              onClick={() => onAction('decline')}
            >
              {t('therapist.requests.decline')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
