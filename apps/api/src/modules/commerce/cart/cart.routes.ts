import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PREFLIGHT_HEADER, cartHeaders, commerceEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { API_PREFIX, route } from '../../../lib/route';
import type { UserRow } from '../../accounts/identity';
import { platformForHost } from '../../platform/platforms';
import {
  addToCart,
  applyCoupon,
  changeCartCurrency,
  emptyCart,
  getCart,
  removeFromCart,
  type CartContext,
} from './cart.service';

/**
 * SPEC.md §4 Preflight: the value a client sends back when it loads the cart, as the query
 * `preflight` or the `x-preflight` header — the query wins when both come. Only its length is
 * checked (by the schemas); the API does not act on it.
 */
export function requestPreflight(
  query: { preflight?: string | undefined },
  headers: FastifyRequest['headers'],
): string | undefined {
  const header = headers[PREFLIGHT_HEADER];
  return query.preflight ?? (typeof header === 'string' ? header : undefined);
}

export async function cartRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  // The contract's endpoints carry no header schemas: GET cart's (x-preflight) is added here,
  // so it is validated and listed in the OpenAPI document like the query.
  const getCartUrl = `${API_PREFIX}${commerceEndpoints.getCart.path}`;
  app.addHook('onRoute', (options) => {
    if (options.method === 'GET' && options.url === getCartUrl) {
      options.schema = { ...options.schema, headers: cartHeaders };
    }
  });

  const context = async (request: FastifyRequest, user: UserRow): Promise<CartContext> => ({
    deps,
    user,
    platformCurrency: (await platformForHost(deps, request.host)).currency,
    locale: request.locale,
  });

  route(app, commerceEndpoints.getCart, async ({ auth, query, request }) => {
    const preflight = requestPreflight(query, request.headers);
    if (preflight !== undefined) request.log.debug({ preflight }, 'cart loaded with a preflight');
    return { data: await getCart(await context(request, auth.user)) };
  });

  route(app, commerceEndpoints.addToCart, async ({ auth, body, request }) => ({
    data: await addToCart(await context(request, auth.user), body.package_id, body.addone ?? false),
  }));

  route(app, commerceEndpoints.removeFromCart, async ({ auth, body, request }) => ({
    data: await removeFromCart(await context(request, auth.user), body.package_id),
  }));

  route(app, commerceEndpoints.emptyCart, async ({ auth, request }) => ({
    data: await emptyCart(await context(request, auth.user)),
  }));

  route(app, commerceEndpoints.changeCartCurrency, async ({ auth, body, request }) => ({
    data: await changeCartCurrency(await context(request, auth.user), body.currency),
  }));

  route(app, commerceEndpoints.validateCoupon, async ({ auth, body, request }) => ({
    data: { cart: await applyCoupon(await context(request, auth.user), body.code) },
  }));
}
