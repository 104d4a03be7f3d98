import { JOURNEY_STATES, type JourneyState } from '@ravan/contract';

const except = (...states: JourneyState[]) =>
  JOURNEY_STATES.filter((state) => !states.includes(state));

/**
 * What the client did (or had done for them) that moves the journey by itself, with the state it
 * moves to and the states it moves from. These are facts, not requests: an event that does not
 * apply to the current state changes nothing and is not an error (a second package paid while a
 * session is booked leaves the journey at `session_booked`). They may reach further than the
 * client's own `change-state` (a client who pays without the survey is `paid`).
 */
export const JOURNEY_EVENTS = {
  /** The onboarding survey's last question is answered. */
  survey_completed: { to: 'surveyed', from: ['started'] },
  /** Suggestions were shown, or a therapist was chosen from them (or by a rematch). */
  matched: { to: 'matched', from: ['started', 'surveyed'] },
  /** The client asked for another therapist after the evaluation or a session. */
  rematched: {
    to: 'matched',
    from: ['surveyed', 'evaluated', 'package_chosen', 'paid', 'session_booked'],
  },
  /** The free evaluation is booked. */
  evaluation_booked: {
    to: 'evaluation_booked',
    from: ['started', 'surveyed', 'matched', 'evaluated', 'cancelled'],
  },
  /** The evaluation was cancelled or missed: back to choosing. */
  evaluation_cancelled: { to: 'matched', from: ['evaluation_booked'] },
  /** The evaluator recorded the outcome. */
  evaluated: { to: 'evaluated', from: ['evaluation_booked'] },
  /** A package was chosen (select-package, or the evaluator's recommendation taken). */
  package_chosen: {
    to: 'package_chosen',
    from: ['started', 'surveyed', 'matched', 'evaluation_booked', 'evaluated'],
  },
  /** A factor was paid in full. */
  package_paid: { to: 'paid', from: except('paid', 'session_requested', 'session_booked') },
  /** A session request was sent. */
  session_requested: {
    to: 'session_requested',
    from: except('session_requested', 'session_booked'),
  },
  /** A request was declined or withdrawn: the credits are still there. */
  request_closed: { to: 'paid', from: ['session_requested'] },
  /** A therapist approved (or the client accepted a proposal): a session is booked. */
  session_booked: { to: 'session_booked', from: except('session_booked') },
} as const satisfies Record<string, { to: JourneyState; from: readonly JourneyState[] }>;

export type JourneyEvent = keyof typeof JOURNEY_EVENTS;

/** The state an event moves `from` to, or null when it does not apply there. */
export function journeyEventTarget(event: JourneyEvent, from: JourneyState): JourneyState | null {
  const rule = JOURNEY_EVENTS[event];
  return (rule.from as readonly JourneyState[]).includes(from) ? rule.to : null;
}
