import { TIME_PERIODS, type PreferredTime } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { listPreferredTimes, replacePreferredTimes } from './preferred-times.repository';

/** By weekday (Sunday first), then morning → night. */
function inOrder(times: PreferredTime[]): PreferredTime[] {
  const rank = (time: PreferredTime) => time.weekday * 10 + TIME_PERIODS.indexOf(time.period);
  return [...times].sort((a, b) => rank(a) - rank(b));
}

export async function getPreferredTimes(deps: AppDeps, userId: number) {
  return { times: inOrder(await listPreferredTimes(deps.database.db, userId)) };
}

/** The contract already refused an empty list ('Please select a time'). */
export async function setPreferredTimes(deps: AppDeps, userId: number, times: PreferredTime[]) {
  return deps.database.db.transaction(async (tx) => {
    await replacePreferredTimes(tx, userId, times);
    return { times: inOrder(await listPreferredTimes(tx, userId)) };
  });
}
