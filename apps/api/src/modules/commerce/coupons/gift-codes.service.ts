import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { postToWallet } from '../wallet';
import { takeGiftCode } from './coupons-admin.repository';

/** Credits a gift code to the user's wallet; the code's single use is taken by a conditional UPDATE. */
export async function redeemGiftCode(deps: AppDeps, userId: number, code: string): Promise<void> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const gift = await takeGiftCode(tx, code, userId, now);
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
