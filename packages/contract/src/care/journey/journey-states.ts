/**
 * Where a client is on the way from first visit to regular sessions (SPEC §7 "Journey"). The
 * server keeps one state per client; most moves happen by themselves as the client acts
 * (answering the survey, booking the evaluation, paying), and `change-state` accepts only the
 * moves below.
 */
export const JOURNEY_STATES = [
  'started',
  'surveyed',
  'matched',
  'evaluation_booked',
  'evaluated',
  'package_chosen',
  'paid',
  'session_requested',
  'session_booked',
  'cancelled',
] as const;
export type JourneyState = (typeof JOURNEY_STATES)[number];

/** The one thing the dashboard asks the client to do next, as a stable key. */
export const JOURNEY_NEXT_STEPS = {
  started: 'complete_onboarding',
  surveyed: 'see_suggestions',
  matched: 'book_evaluation',
  evaluation_booked: 'attend_evaluation',
  evaluated: 'choose_package',
  package_chosen: 'pay',
  paid: 'request_session',
  session_requested: 'await_approval',
  session_booked: 'join_session',
  cancelled: 'restart',
} as const satisfies Record<JourneyState, string>;
export type JourneyNextStep = (typeof JOURNEY_NEXT_STEPS)[JourneyState];

/**
 * Legal moves. Forward along the path; a few steps may be skipped (a client who knows what they
 * want may choose a package without the evaluation); some steps go back (a declined request, a
 * cancelled evaluation, a rematch after the evaluation or any session); any state may be
 * cancelled, and a cancelled journey starts again.
 */
export const JOURNEY_TRANSITIONS: Readonly<Record<JourneyState, readonly JourneyState[]>> = {
  started: ['surveyed', 'matched', 'evaluation_booked', 'package_chosen', 'cancelled'],
  surveyed: ['matched', 'evaluation_booked', 'package_chosen', 'cancelled'],
  matched: ['surveyed', 'evaluation_booked', 'package_chosen', 'cancelled'],
  evaluation_booked: ['evaluated', 'matched', 'cancelled'],
  evaluated: ['package_chosen', 'matched', 'cancelled'],
  package_chosen: ['paid', 'matched', 'cancelled'],
  paid: ['session_requested', 'session_booked', 'matched', 'cancelled'],
  session_requested: ['session_booked', 'paid', 'cancelled'],
  session_booked: ['session_requested', 'matched', 'paid', 'cancelled'],
  cancelled: ['started'],
};

export function canMoveJourney(from: JourneyState, to: JourneyState): boolean {
  return JOURNEY_TRANSITIONS[from].includes(to);
}
