import {
  SESSION_READY_MINUTES_BEFORE,
  type ConsoleSession,
  type SessionCardState,
  type SessionView,
} from '@ravan/contract';
import { toTherapistSummary } from '../therapists';
import type { ClientInfo, SessionRecord } from './session-records';
import type { SessionRow } from './sessions.repository';

const MINUTE_MS = 60_000;

/**
 * What the card shows (SPEC.md §4), from the clock: ready from 10 minutes before the start until
 * the end, completed once the therapist marked it held.
 */
export function cardStateOf(session: SessionRow, now: Date): SessionCardState {
  if (session.state !== 'scheduled') return session.state;
  const readyFrom = session.startsAt.getTime() - SESSION_READY_MINUTES_BEFORE * MINUTE_MS;
  const t = now.getTime();
  return t >= readyFrom && t < session.endsAt.getTime() ? 'ready' : 'scheduled';
}

export function toSessionView(record: SessionRecord, now: Date): SessionView {
  const { session } = record;
  return {
    id: session.id,
    kind: session.kind,
    state: session.state,
    card_state: cardStateOf(session, now),
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    minutes: Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / MINUTE_MS),
    therapist: toTherapistSummary(record.therapist),
    meeting_url: session.meetingUrl,
    weekly: session.weeklySlotId !== null,
    factor_id: record.factorId,
    request_id: session.requestId,
    cancel_reason: session.cancelReason,
    charged: session.charged,
    actual_minutes: session.actualMinutes,
    version: session.version,
  };
}

export function toClientInfo(client: ClientInfo) {
  return { id: client.id, firstname: client.firstname, lastname: client.lastname, tz: client.tz };
}

export function toConsoleSession(record: SessionRecord, now: Date): ConsoleSession {
  return { ...toSessionView(record, now), client: toClientInfo(record.client) };
}
