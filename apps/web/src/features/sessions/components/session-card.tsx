import { FREE_CHANGE_NOTICE_HOURS, type ChangeAction, type SessionView } from '@ravan/contract';
import { Button } from '../../../components/ui/button';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { isChangeable } from '../lib/card-state';
import { therapistName } from '../../../lib/therapist-text';
import { FactorButton } from './factor-button';
import { JoinLink } from './join-link';
import { SessionWhen } from './session-when';
import { SessionStateChip } from './state-chip';
import { TherapistAvatar } from './therapist-avatar';

/** One session (SPEC.md §3): when, with whom, its state, the meeting link, invoice and changes. */
export function SessionCard({
  session,
  onChange,
}: {
  session: SessionView;
  onChange: (session: SessionView, action: ChangeAction) => void;
}) {
  const { t, locale } = useI18n();
  const headingId = `session-${session.id}`;
  const name = therapistName(session.therapist, locale);
  const role =
    session.kind === 'evaluation' ? t('sessions.card.evaluator') : t('sessions.card.therapist');
  return (
    <li
      className="card session-card"
      aria-labelledby={headingId}
      data-testid="session-card"
      data-session-id={session.id}
    >
      <div className="session-card-top">
        <SessionStateChip state={session.card_state} />
        <span className="muted small">
          {t(`sessions.kind.${session.kind}`)}
          {session.weekly ? ` · ${t('sessions.card.weekly')}` : ''}
        </span>
      </div>
      <h3 id={headingId} className="visually-hidden">
        {t('sessions.card.label', { name })}
      </h3>
      <SessionWhen startsAt={session.starts_at} endsAt={session.ends_at} />
      <div className="session-with">
        <TherapistAvatar therapist={session.therapist} />
        <div>
          <span className="muted small">{role}</span>
          <p className="session-therapist">{name}</p>
        </div>
      </div>
      {session.card_state === 'cancelled' && session.cancel_reason ? (
        <p className="muted small">
          {t(`sessions.cancelReason.${session.cancel_reason}`, {
            hours: FREE_CHANGE_NOTICE_HOURS,
          })}
        </p>
      ) : null}
      {session.charged ? (
        <p className="session-charged small">{t('sessions.card.charged')}</p>
      ) : null}
      <div className="session-actions">
        <JoinLink session={session} />
        {isChangeable(session) ? (
          <>
            <Button variant="secondary" onClick={() => onChange(session, 'reschedule')}>
              {t('sessions.card.reschedule')}
            </Button>
            <Button variant="ghost" onClick={() => onChange(session, 'cancel')}>
              {t('sessions.card.cancel')}
            </Button>
          </>
        ) : null}
        {session.factor_id !== null ? (
          <FactorButton sessionId={session.id} factorId={session.factor_id} />
        ) : null}
      </div>
    </li>
  );
}
