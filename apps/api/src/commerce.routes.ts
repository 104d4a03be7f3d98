import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import { cartRoutes } from './modules/cart';
import { catalogRoutes } from './modules/catalog';
import { couponsRoutes } from './modules/coupons';
import { ordersRoutes } from './modules/orders';
import { walletRoutes } from './modules/wallet';
import { filesRoutes } from './modules/files';
import { offlinePaymentsRoutes } from './modules/offline-payments';
import { staffCommerceRoutes } from './modules/staff-commerce';
import { invitationsRoutes } from './modules/invitations';
import { paymentsRoutes } from './modules/payments';
import { invoicesRoutes } from './modules/invoices';

/** Catalogue, basket, invoices and the wallet: composed here so the slices stay apart. */
export async function commerceRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  await app.register(catalogRoutes, options);
  await app.register(cartRoutes, options);
  await app.register(couponsRoutes, options);
  await app.register(ordersRoutes, options);
  await app.register(walletRoutes, options);
  await app.register(paymentsRoutes, options);
  await app.register(invoicesRoutes, options);
  await app.register(filesRoutes, options);
  await app.register(offlinePaymentsRoutes, options);
  await app.register(staffCommerceRoutes, options);
  await app.register(invitationsRoutes, options);
}
