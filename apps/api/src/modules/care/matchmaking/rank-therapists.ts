import type { Gender } from '@ravan/contract';

export interface MatchCandidate {
  id: number;
  gender: Gender;
  /** Language codes the therapist works in (`fa`, `en`, `tr`…). */
  languages: readonly string[];
  /** Psychology fields the therapist works in. */
  fields: readonly string[];
  /** Free slots in the look-ahead window, in any order. */
  freeSlots: readonly Date[];
}

export interface MatchNeeds {
  /** The language the client wants to be treated in. */
  language: string;
  preferredGender: Gender | null;
  fields: readonly string[];
  /**
   * Whether a slot starts on a weekday and in a period the client prefers, in the client's own
   * zone (the caller closes over the zone and the preferred times; null when none were given).
   */
  isPreferredTime: ((start: Date) => boolean) | null;
  now: Date;
}

/** Why a therapist is suggested: codes the caller words in the reader's language. */
export type MatchReason =
  | { code: 'fields'; fields: string[] }
  | { code: 'language'; language: string }
  | { code: 'gender'; gender: Gender }
  | { code: 'preferred_times'; count: number }
  | { code: 'soonest'; start: Date }
  | { code: 'no_availability' };

export interface RankedTherapist {
  candidate: MatchCandidate;
  score: number;
  reasons: MatchReason[];
}

const DAY_MS = 86_400_000;
export const MATCH_WEIGHTS = {
  perField: 10,
  maxFields: 3,
  gender: 15,
  perPreferredSlot: 3,
  maxPreferredSlots: 5,
  soonWithin2Days: 6,
  soonWithinWeek: 3,
} as const;

/**
 * Orders therapists for one client, best first, with the reasons for each. Tiers come first:
 * someone with free time before someone without (who always comes last), and someone who speaks
 * the client's language before someone who does not; inside a tier the score decides (fields in
 * common, the gender asked for, free time in the client's preferred periods, the soonest free
 * slot), then the sooner slot, then the lower id so the order is stable. Pure: an AI provider may
 * re-order what this returns, never add to it.
 */
export function rankTherapists(
  candidates: readonly MatchCandidate[],
  needs: MatchNeeds,
): RankedTherapist[] {
  const ranked = candidates.map((candidate) => {
    const future = candidate.freeSlots
      .filter((slot) => slot.getTime() > needs.now.getTime())
      .sort((a, b) => a.getTime() - b.getTime());
    return { ...scoreOne(candidate, future, needs), soonest: future[0] ?? null };
  });
  return ranked
    .sort(
      (a, b) =>
        Number(b.soonest !== null) - Number(a.soonest !== null) ||
        Number(speaks(b.candidate, needs)) - Number(speaks(a.candidate, needs)) ||
        b.score - a.score ||
        (a.soonest?.getTime() ?? Infinity) - (b.soonest?.getTime() ?? Infinity) ||
        a.candidate.id - b.candidate.id,
    )
    .map(({ candidate, score, reasons }) => ({ candidate, score, reasons }));
}

function speaks(candidate: MatchCandidate, needs: MatchNeeds): boolean {
  return candidate.languages.includes(needs.language);
}

function scoreOne(
  candidate: MatchCandidate,
  future: readonly Date[],
  needs: MatchNeeds,
): { candidate: MatchCandidate; score: number; reasons: MatchReason[] } {
  const weights = MATCH_WEIGHTS;
  const reasons: MatchReason[] = [];
  let score = 0;

  const shared = needs.fields.filter((field) => candidate.fields.includes(field));
  if (shared.length > 0) {
    score += Math.min(shared.length, weights.maxFields) * weights.perField;
    reasons.push({ code: 'fields', fields: shared });
  }
  if (speaks(candidate, needs)) reasons.push({ code: 'language', language: needs.language });
  if (needs.preferredGender) {
    if (candidate.gender === needs.preferredGender) {
      score += weights.gender;
      reasons.push({ code: 'gender', gender: candidate.gender });
    } else score -= weights.gender;
  }
  if (needs.isPreferredTime) {
    const count = future.filter(needs.isPreferredTime).length;
    if (count > 0) {
      score += Math.min(count, weights.maxPreferredSlots) * weights.perPreferredSlot;
      reasons.push({ code: 'preferred_times', count });
    }
  }
  const soonest = future[0];
  if (soonest) {
    const wait = soonest.getTime() - needs.now.getTime();
    if (wait <= 2 * DAY_MS) score += weights.soonWithin2Days;
    else if (wait <= 7 * DAY_MS) score += weights.soonWithinWeek;
    reasons.push({ code: 'soonest', start: soonest });
  } else reasons.push({ code: 'no_availability' });

  return { candidate, score: Math.max(0, score), reasons };
}
