import { type SessionView, formatZoned } from '@ravan/contract';
import { useI18n } from '../../../lib/i18n/i18n-context';
import { joinOpensAt } from '../lib/card-state';
import { useViewer } from '../../auth';

/**
 * The meeting link: usable only while the card is "ready to start" (from 10 minutes before until
 * the end); before that a disabled button says when it opens.
 */
export function JoinLink({ session }: { session: SessionView }) {
  const { t } = useI18n();
  const viewer = useViewer();
  if (session.card_state === 'ready' && session.meeting_url) {
    return (
      <a
        className="btn btn-primary"
        href={session.meeting_url}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="join-session"
      >
        {t('sessions.card.join')}
      </a>
    );
  }
  if (session.card_state !== 'scheduled') return null;
  const opens = joinOpensAt(session);
  return (
    <button type="button" className="btn btn-ghost" disabled data-testid="join-session">
      {t('sessions.card.joinOpens', {
        time: formatZoned(opens, viewer, 'time'),
        day: formatZoned(opens, viewer, 'dayHeading'),
      })}
    </button>
  );
}
