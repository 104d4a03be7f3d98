import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { cartRoutes } from './cart';
import { catalogAdminRoutes, catalogRoutes } from './catalog';
import { couponsAdminRoutes, couponsRoutes } from './coupons';
import { walletRoutes } from './wallet';
import { offlinePaymentsRoutes } from './offline-payments';
import { refundsRoutes } from './refunds';
import { factorsRoutes, paymentsRoutes } from './payments';
import { invoicesRoutes } from './invoices';

/** Catalogue, basket, orders, payments, invoices, the wallet and refunds, with their staff sides. */
export async function commerceRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  await app.register(catalogRoutes, options);
  await app.register(cartRoutes, options);
  await app.register(couponsRoutes, options);
  await app.register(factorsRoutes, options);
  await app.register(walletRoutes, options);
  await app.register(paymentsRoutes, options);
  await app.register(invoicesRoutes, options);
  await app.register(offlinePaymentsRoutes, options);
  await app.register(refundsRoutes, options);
  await app.register(catalogAdminRoutes, options);
  await app.register(couponsAdminRoutes, options);
}
