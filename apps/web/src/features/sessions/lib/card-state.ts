import { SESSION_READY_MINUTES_BEFORE, type SessionView } from '@ravan/contract';

/** The session's meeting opens this long before it starts (SPEC.md §4 "ready to start"). */
export function joinOpensAt(session: Pick<SessionView, 'starts_at'>): string {
  return new Date(
    Date.parse(session.starts_at) - SESSION_READY_MINUTES_BEFORE * 60_000,
  ).toISOString();
}

/** Cancel and change time are offered only on a session that is booked and not yet open. */
export const isChangeable = (session: Pick<SessionView, 'state' | 'card_state'>): boolean =>
  session.state === 'scheduled' && session.card_state === 'scheduled';
