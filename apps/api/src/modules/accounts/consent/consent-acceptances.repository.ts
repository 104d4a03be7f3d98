import type { Executor } from '../../../db/client';
import { consentAcceptances } from './consent-acceptances.table';

/** One acceptance in the history: who, which version, on which platform, from where, when. */
export async function insertConsentAcceptance(
  db: Executor,
  row: typeof consentAcceptances.$inferInsert,
): Promise<void> {
  await db.insert(consentAcceptances).values(row);
}
