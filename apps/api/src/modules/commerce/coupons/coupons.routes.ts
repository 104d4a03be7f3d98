import type { FastifyInstance } from 'fastify';
import { commerceEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { route } from '../../../lib/route';
import { walletBalances } from '../wallet';
import { redeemGiftCode } from './gift-codes.service';

export async function couponsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, commerceEndpoints.redeemGiftCode, async ({ auth, body }) => {
    await redeemGiftCode(deps, auth.user.id, body.code);
    return { data: { balances: await walletBalances(deps, auth.user.id) } };
  });
}
