import { z } from '../../common/zod-setup';
import { preferredTimes } from '../../scheduling/scheduling.schema';
import { JOURNEY_NEXT_STEPS, JOURNEY_STATES } from './journey-states';

const NEXT_STEPS = [...new Set(Object.values(JOURNEY_NEXT_STEPS))] as [string, ...string[]];

export const journeyState = z.enum(JOURNEY_STATES);
export const journeyNextStep = z.enum(NEXT_STEPS);

/** `check-journey`: where the client is and the one thing to do next (a stable key). */
export const journeyCheck = z.object({ state: journeyState, next_step: journeyNextStep });
export type JourneyCheck = z.infer<typeof journeyCheck>;

/** One move of the journey, oldest first in the detail. `cause` says who or what moved it. */
export const journeyMove = z.object({
  from: z.nullable(journeyState),
  to: journeyState,
  cause: z.string(),
  at: z.string(),
});

/** `get-flow-detail`: the journey with the choices made on the way and its history. */
export const journeyDetail = z.object({
  state: journeyState,
  next_step: journeyNextStep,
  started_at: z.string(),
  updated_at: z.string(),
  package_id: z.nullable(z.int()),
  therapist_id: z.nullable(z.int()),
  history: z.array(journeyMove),
});
export type JourneyDetail = z.infer<typeof journeyDetail>;

export const emptyJourneyBody = z.object({});
export const changeJourneyStateBody = z.object({ state: journeyState });
export const selectJourneyPackageBody = z.object({ package_id: z.int().check(z.gte(1)) });
export const cancelJourneyBody = z.object({
  reason: z.optional(z.string().check(z.trim(), z.maxLength(1000, 'v.too_long'))),
});
/** `change-time-journey`: the client's preferred periods per weekday (the wizard's time step). */
export const changeJourneyTimeBody = z.object({ times: preferredTimes });

/** `get-cart-submitted-journey`: the package the journey chose and whether it is paid for. */
export const journeyCart = z.object({
  state: journeyState,
  next_step: journeyNextStep,
  package_id: z.nullable(z.int()),
  therapist_id: z.nullable(z.int()),
  paid: z.boolean(),
});
