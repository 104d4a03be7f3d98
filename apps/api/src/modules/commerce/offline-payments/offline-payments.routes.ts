import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { offlineEndpoints, RECEIPT_MAX_BYTES, staffEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { pageMeta, pageOffset } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { platformForHost } from '../../platform/platforms';
import { toStaffOfflinePayment } from './offline-payment.mapper';
import { pageOfflinePayments } from './offline-payments.repository';
import {
  addOfflinePayment,
  reviewOfflinePayment,
  saveOfflineOrder,
} from './offline-payments.service';

const STAFF = { roles: ['support', 'admin'] } as const;

export async function offlinePaymentsRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  // Scoped to this plugin: only the receipt uploads accept multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: RECEIPT_MAX_BYTES,
      files: 1,
      fields: 4,
      fieldSize: 1024,
      parts: 6,
      headerPairs: 50,
    },
  });

  route(app, offlineEndpoints.saveOfflineOrder, async ({ auth, request }) => ({
    data: await saveOfflineOrder(
      deps,
      auth.user,
      (await platformForHost(deps, request.host)).currency,
      request,
      request.locale,
    ),
  }));

  route(app, offlineEndpoints.addOfflinePayment, async ({ auth, params, request }) => ({
    data: await addOfflinePayment(deps, auth.user, params.factorID, request, request.locale),
  }));

  route(
    app,
    staffEndpoints.listOfflinePayments,
    async ({ query }) => {
      const { rows, total } = await pageOfflinePayments(
        deps.database.db,
        query.state,
        query.perPage,
        pageOffset(query),
      );
      return { data: rows.map(toStaffOfflinePayment), meta: pageMeta(query, total) };
    },
    STAFF,
  );

  route(
    app,
    staffEndpoints.approveOfflinePayment,
    async ({ auth, params, request }) => ({
      data: await reviewOfflinePayment(
        deps,
        auth.user,
        params.paymentId,
        { decision: 'approve' },
        request,
      ),
    }),
    STAFF,
  );

  route(
    app,
    staffEndpoints.rejectOfflinePayment,
    async ({ auth, params, body, request }) => ({
      data: await reviewOfflinePayment(
        deps,
        auth.user,
        params.paymentId,
        { decision: 'reject', reason: body.reason },
        request,
      ),
    }),
    STAFF,
  );
}
