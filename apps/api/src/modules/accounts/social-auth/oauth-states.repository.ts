import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Locale } from '@ravan/contract';
import type { Executor } from '../../../db/client';
import { oauthStates } from './oauth-states.table';

export interface PendingSignIn {
  nonce: string;
  afterLogin: string | null;
  locale: Locale;
}

export async function insertOauthState(
  db: Executor,
  values: {
    stateHash: string;
    nonce: string;
    afterLogin: string | null;
    locale: Locale;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(oauthStates).values({ provider: 'google', ...values });
}

/** Marks a live state used and answers it — once: a second call (or a race) gets undefined. */
export async function consumeOauthState(
  db: Executor,
  stateHash: string,
  now: Date,
): Promise<PendingSignIn | undefined> {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning({
      nonce: oauthStates.nonce,
      afterLogin: oauthStates.afterLogin,
      locale: oauthStates.locale,
    });
  return row;
}
