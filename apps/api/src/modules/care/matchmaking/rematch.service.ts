import type { Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import type { UserRow } from '../../accounts/identity';
import { readTherapyCredits, unusedOf } from '../../commerce/credits';
import { advanceJourney, chooseJourneyTherapist, journeyOf } from '../journey';
import { rejectTherapist } from './match-profiles.repository';
import { suggestTherapists } from './suggestions.service';

/**
 * The fit is wrong: the client's therapist (the journey's) is never suggested again, the next
 * suggestion becomes the journey's therapist and the journey goes back to `matched`. Credits are
 * the client's, not a therapist's: every unused one is usable with the new therapist at once.
 */
export async function rematch(deps: AppDeps, user: UserRow, locale: Locale) {
  const db = deps.database.db;
  const current = (await journeyOf(db, user.id))?.therapistId ?? null;
  if (current !== null) await rejectTherapist(db, user.id, current);
  const [next] = await suggestTherapists(deps, user, locale, { limit: 1 });
  if (next)
    await db.transaction(async (tx) => {
      await chooseJourneyTherapist(tx, user.id, next.doctor.id);
      await advanceJourney(tx, user.id, 'rematched');
    });
  const credits = await readTherapyCredits(db, user.id);
  return {
    suggestion: next ?? null,
    credits_remaining: credits.reduce((sum, credit) => sum + unusedOf(credit), 0),
  };
}
