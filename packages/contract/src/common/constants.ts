/** Business constants from SPEC.md §9. Server checks and UI counters read them from here. */
export const SESSION_MINUTES = 45;
export const EVALUATION_SESSION_MINUTES = 15;
/** Wall-clock distance between offered slot starts within a therapist's hours. */
export const THERAPY_SLOT_STEP_MINUTES = 60;
export const EVALUATION_SLOT_STEP_MINUTES = 20;
/** No slot is offered that starts sooner than this after now. */
export const BOOKING_NOTICE_HOURS = 12;
export const EVALUATION_NOTICE_HOURS = 2;
export const FREE_CHANGE_NOTICE_HOURS = 24;
export const FREE_RESCHEDULES_PER_PACKAGE = 2;
export const FIXED_SLOT_RELEASE_AFTER_MISSED_WEEKS = 2;
export const SESSION_READY_MINUTES_BEFORE = 10;
/**
 * The preferred periods (SPEC.md §3 "Time period") as local hours [from, to) in the client's own
 * zone: a slot belongs to the period its start falls in.
 */
export const TIME_PERIOD_HOURS = {
  morning: [6, 12],
  noon: [12, 15],
  afternoon: [15, 19],
  night: [19, 24],
} as const;

export const PAGE_SIZE = {
  sessions: 100,
  dayList: 10,
  packages: 8,
  messages: 20,
  default: 20,
} as const;
export const MAX_PAGE_SIZE = 100;

export const SNACKBAR_MS = { short: 3_000, default: 5_000 } as const;
export const LOADER_MAX_MS = 20_000;
export const CART_LOAD_DELAY_MS = 2_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const ANON_ID_LENGTH = 12;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CHIEF_COMPLAINT_MIN_LENGTH = 20;
export const SESSION_COUNT_MIN = 1;

export const INVITE_GIFT_USD_CENTS = 1_000;

export const SUPPORT_CALLBACK_HOURS = { preSession: 24, sessionRequest: 48 } as const;

export const OTP_LENGTH = 6;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** An email verification link works once, for this long. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;
/** Wrong passwords lock an account for this long (the throttle's window). */
export const ACCOUNT_LOCK_MINUTES = 15;
/** Failures for one account from every address, counted over this many hours (ASVS cap). */
export const ACCOUNT_WIDE_LOCK_HOURS = 1;
/** Receipts of bank transfers: at most 5 MB. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** SPEC.md §1 and §9: what the product tells visitors about its evaluation and therapy. */
export const OUTCOME_FIGURES = {
  /** Share of clients who felt better after the evaluation session. */
  feltBetterPercent: 93,
  /** Sessions it takes, at least, to feel an effect. */
  sessionsToFeelEffect: 5,
  /** A therapy's usual length in sessions. */
  averageSessions: { from: 13, to: 16 },
} as const;
