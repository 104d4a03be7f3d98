import type { FastifyInstance } from 'fastify';
import { commerceEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { pageMeta, pageOffset } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { platformForHost } from '../../platform/platforms';
import { findLastPayableFactor, findOwnFactor, pageFactors } from '../orders';
import { payFromWallet, saveOrder } from './checkout.service';
import { factorView, factorViews } from './factor-view';

/**
 * The client's factors: checkout (`saveorder`), the list, one factor, the last payable one and
 * paying from the wallet. Here, not in orders, because a factor is shown with its payments.
 */
export async function factorsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const db = deps.database.db;

  route(app, commerceEndpoints.saveOrder, async ({ auth, request }) => ({
    data: {
      factor: await saveOrder(
        deps,
        auth.user,
        (await platformForHost(deps, request.host)).currency,
        request.locale,
      ),
    },
  }));

  route(app, commerceEndpoints.listFactors, async ({ auth, query, request }) => {
    const { rows, total } = await pageFactors(db, auth.user.id, query.perPage, pageOffset(query));
    return {
      data: await factorViews(db, rows, request.locale),
      meta: pageMeta(query, total),
    };
  });

  route(app, commerceEndpoints.getFactor, async ({ auth, params, request }) => {
    const factor = await findOwnFactor(db, auth.user.id, params.factorID);
    if (!factor) throw new AppError('not_found');
    return { data: { factor: await factorView(db, factor, request.locale) } };
  });

  route(app, commerceEndpoints.getLastPayableFactor, async ({ auth, request }) => {
    const factor = await findLastPayableFactor(db, auth.user.id);
    return { data: { factor: factor ? await factorView(db, factor, request.locale) : null } };
  });

  route(app, commerceEndpoints.payFactorFromWallet, async ({ auth, params, body, request }) => ({
    data: {
      factor: await payFromWallet(
        deps,
        auth.user,
        params.factorID,
        body.amount === undefined ? undefined : BigInt(body.amount),
        request.locale,
      ),
    },
  }));
}
