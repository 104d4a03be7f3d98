import {
  BOOKING_NOTICE_HOURS,
  EVALUATION_NOTICE_HOURS,
  EVALUATION_SESSION_MINUTES,
  EVALUATION_SLOT_STEP_MINUTES,
  SESSION_MINUTES,
  THERAPY_SLOT_STEP_MINUTES,
  type SessionKind,
} from '@ravan/contract';

export interface SlotRules {
  /** Real length of the session. */
  sessionMinutes: number;
  /** Wall-clock distance between slot starts within the therapist's hours. */
  stepMinutes: number;
  /** No slot starts sooner than this after now. */
  noticeHours: number;
}

export const SLOT_RULES: Record<SessionKind, SlotRules> = {
  therapy: {
    sessionMinutes: SESSION_MINUTES,
    stepMinutes: THERAPY_SLOT_STEP_MINUTES,
    noticeHours: BOOKING_NOTICE_HOURS,
  },
  evaluation: {
    sessionMinutes: EVALUATION_SESSION_MINUTES,
    stepMinutes: EVALUATION_SLOT_STEP_MINUTES,
    noticeHours: EVALUATION_NOTICE_HOURS,
  },
};
