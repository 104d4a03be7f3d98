import type { FastifyInstance } from 'fastify';
import { commerceEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { pageMeta, pageOffset } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { platformForHost } from '../../platform/platforms';
import { pagePricedPackages } from './catalog.repository';
import { currencyInUse, toPackageSummary } from './catalog.service';

export async function catalogRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, commerceEndpoints.searchPackages, async ({ body, query, request }) => {
    const session = await app.optionalUser(request);
    const platform = await platformForHost(deps, request.host);
    const currency = body.currency ?? currencyInUse(session?.user.currency, platform.currency);
    const { rows, total } = await pagePricedPackages(
      deps.database.db,
      currency,
      body.kind,
      query.perPage,
      pageOffset(query),
    );
    return {
      data: rows.map((row) => toPackageSummary(row, request.locale)),
      meta: pageMeta(query, total),
    };
  });
}
