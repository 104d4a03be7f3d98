import { and, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { postToWallet } from '../wallet';
import { giftCodes } from './gift-codes.table';

/** Credits a gift code to the user's wallet; the code's single use is taken by a conditional UPDATE. */
export async function redeemGiftCode(deps: AppDeps, userId: number, code: string): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [gift] = await tx
      .update(giftCodes)
      .set({ redeemedBy: userId, redeemedAt: now })
      .where(
        and(
          sql`upper(${giftCodes.code}) = upper(${code})`,
          isNull(giftCodes.redeemedAt),
          or(isNull(giftCodes.validUntil), gt(giftCodes.validUntil, now)),
        ),
      )
      .returning();
    if (!gift) throw new AppError('gift_code_invalid');
    await postToWallet(tx, {
      userId,
      currency: gift.currency,
      amountMinor: gift.amountMinor,
      kind: 'gift_code',
      idempotencyKey: `gift:${gift.id}`,
    });
  });
}
