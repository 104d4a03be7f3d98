import type { FastifyInstance, FastifyRequest } from 'fastify';
import { commerceEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../app-deps';
import { route } from '../../lib/route';
import type { UserRow } from '../accounts';
import { platformForHost } from '../platforms';
import {
  addToCart,
  applyCoupon,
  changeCartCurrency,
  emptyCart,
  getCart,
  removeFromCart,
  type CartContext,
} from './cart.service';

export async function cartRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const context = async (request: FastifyRequest, user: UserRow): Promise<CartContext> => ({
    deps,
    user,
    platformCurrency: (await platformForHost(deps, request.host)).currency,
    locale: request.locale,
  });

  route(app, commerceEndpoints.getCart, async ({ auth, request }) => ({
    data: await getCart(await context(request, auth.user)),
  }));

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
