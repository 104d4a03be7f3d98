import { unusedOf, type CreditRow } from '../../commerce/credits';
import { sameWallTimeLater } from './wall-clock';

/**
 * The starts of a booking: one, or — weekly — `count` sessions a week apart at the same wall
 * time in the therapist's zone (09:00 stays 09:00 across a daylight-saving change). A week whose
 * wall time does not exist (a spring-forward gap) is null: that series cannot be booked.
 */
export function seriesStarts(start: Date, count: number, tz: string): (Date | null)[] {
  return Array.from({ length: count }, (_, week) =>
    week === 0 ? start : sameWallTimeLater(start, week, tz),
  );
}

/** One credit per session, oldest credits first; null when the unused credits do not cover it. */
export function allocateCredits(credits: CreditRow[], count: number): number[] | null {
  const allocation: number[] = [];
  for (const credit of credits) {
    for (let i = unusedOf(credit); i > 0 && allocation.length < count; i -= 1)
      allocation.push(credit.id);
  }
  return allocation.length === count ? allocation : null;
}

/** How many sessions each credit takes: creditId → n. */
export function countByCredit(allocation: number[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const id of allocation) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}
