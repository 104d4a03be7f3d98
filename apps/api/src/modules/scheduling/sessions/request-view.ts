import type { ConsoleRequest, Cycle, SessionRequestView } from '@ravan/contract';
import { toTherapistSummary } from '../therapists';
import type { CycleRow } from './cycles.repository';
import type { RequestRecord } from './requests.repository';
import { toClientInfo } from './session-view';

/** A therapy subject: health data, only ever in `sensitive` answers, never in logs or audits. */
export function toCycleView(row: CycleRow): Cycle {
  return {
    id: row.id,
    category: row.category,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

export function toRequestView(record: RequestRecord): SessionRequestView {
  const { request } = record;
  return {
    id: request.id,
    state: request.state,
    kind: request.kind,
    cycle: toCycleView(record.cycle),
    therapist: record.therapist ? toTherapistSummary(record.therapist) : null,
    sessions: request.sessions,
    times: request.times,
    note: request.note,
    proposed_start: request.proposedStart?.toISOString() ?? null,
    proposed_weekly: request.proposedWeekly,
    therapist_note: request.therapistNote,
    created_at: request.createdAt.toISOString(),
    version: request.version,
  };
}

export function toConsoleRequest(record: RequestRecord): ConsoleRequest {
  const { request } = record;
  return {
    id: request.id,
    state: request.state,
    client: toClientInfo(record.client),
    cycle: toCycleView(record.cycle),
    therapist: record.therapist ? toTherapistSummary(record.therapist) : null,
    sessions: request.sessions,
    times: request.times,
    note: request.note,
    proposed_start: request.proposedStart?.toISOString() ?? null,
    proposed_weekly: request.proposedWeekly,
    created_at: request.createdAt.toISOString(),
    version: request.version,
  };
}
