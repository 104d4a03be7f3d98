import { type SessionRequestView, formatZoned } from '@ravan/contract';
import { SUPPORT_CALLBACK_HOURS } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { therapistName } from '../../../lib/therapist-text';
import { useViewer } from '../../auth';
import { PreferredTimesText } from './preferred-times-text';
import { RequestStateChip } from './state-chip';

/** An open request: what was asked, its state, and what the client can do with it. */
export function RequestCard({
  request,
  busy,
  onAccept,
  onWithdraw,
}: {
  request: SessionRequestView;
  busy: boolean;
  onAccept: (request: SessionRequestView) => void;
  onWithdraw: (request: SessionRequestView) => void;
}) {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const headingId = `request-${request.id}`;
  const proposed = request.state === 'proposed' && request.proposed_start;
  return (
    <li className="card request-card" aria-labelledby={headingId} data-testid="request-card">
      <div className="session-card-top">
        <RequestStateChip state={request.state} />
        <span className="muted small">
          {t('sessions.request.sent', { date: formatZoned(request.created_at, viewer, 'date') })}
        </span>
      </div>
      <h3 id={headingId} className="request-title">
        {t(`sessions.cycle.${request.cycle.category}`)}
      </h3>
      <p className="request-description" dir="auto">
        {request.cycle.description}
      </p>
      <dl className="request-facts">
        <div>
          <dt>{t('sessions.request.therapist')}</dt>
          <dd>
            {request.therapist
              ? therapistName(request.therapist, locale)
              : t('sessions.request.anyTherapist')}
          </dd>
        </div>
        <div>
          <dt>{t('sessions.request.count')}</dt>
          <dd>{t('sessions.request.countValue', { count: request.sessions })}</dd>
        </div>
        <div>
          <dt>{t('sessions.request.times')}</dt>
          <dd>
            <PreferredTimesText times={request.times} />
          </dd>
        </div>
      </dl>
      {proposed ? (
        <div className="notice notice-success">
          <p>
            <strong>
              {t('sessions.request.proposed', {
                when: t('sessions.when.dayTime', {
                  day: formatZoned(proposed, viewer, 'dayHeading'),
                  time: formatZoned(proposed, viewer, 'time'),
                }),
              })}
            </strong>
          </p>
          {request.proposed_weekly ? (
            <p>{t('sessions.request.proposedWeekly', { count: request.sessions })}</p>
          ) : null}
          {request.therapist_note ? <p dir="auto">{request.therapist_note}</p> : null}
        </div>
      ) : (
        <p className="muted small">
          {t('sessions.request.pendingNote', { hours: SUPPORT_CALLBACK_HOURS.sessionRequest })}
        </p>
      )}
      <div className="session-actions">
        {proposed ? (
          <Button busy={busy} onClick={() => onAccept(request)}>
            {t('sessions.request.accept')}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={busy} onClick={() => onWithdraw(request)}>
          {t('sessions.request.withdraw')}
        </Button>
      </div>
    </li>
  );
}
