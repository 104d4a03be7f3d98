import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { offlineEndpoints, RECEIPT_MAX_BYTES, staffEndpoints } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { pageMeta, pageOffset } from '../../../lib/pagination';
import { route } from '../../../lib/route';
import { platformForHost } from '../../platform/platforms';
import {
  createBankAccount,
  listBankAccounts,
  transferDetailsFor,
  updateBankAccount,
} from './bank-accounts.service';
import { toStaffOfflinePayment } from './offline-payment.mapper';
import { pageOfflinePayments } from '../reports';
import {
  addOfflinePayment,
  reviewOfflinePayment,
  saveOfflineOrder,
} from './offline-payments.service';
import { readReceiptForm } from './receipt-form';

const STAFF = { roles: ['support', 'admin'] } as const;
const ADMIN = { roles: ['admin'] } as const;

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

  // The form is read when the service is ready for it (after its cheap checks).
  const formOf = (request: FastifyRequest) => () => readReceiptForm(request, deps.config);

  route(app, offlineEndpoints.saveOfflineOrder, async ({ auth, origin, request }) => ({
    data: await saveOfflineOrder(
      deps,
      auth.user,
      (await platformForHost(deps, request.host)).currency,
      formOf(request),
      origin,
    ),
  }));

  route(app, offlineEndpoints.addOfflinePayment, async ({ auth, params, origin, request }) => ({
    data: await addOfflinePayment(deps, auth.user, params.factorID, formOf(request), origin),
  }));

  route(app, offlineEndpoints.getTransferDetails, async ({ auth, params, request }) => ({
    data: await transferDetailsFor(
      deps,
      auth.user,
      params.factorID,
      await platformForHost(deps, request.host),
    ),
  }));

  route(
    app,
    staffEndpoints.listBankAccounts,
    async () => ({ data: await listBankAccounts(deps) }),
    ADMIN,
  );

  route(
    app,
    staffEndpoints.createBankAccount,
    async ({ body, actor }) => ({ data: await createBankAccount(deps, body, actor) }),
    ADMIN,
  );

  route(
    app,
    staffEndpoints.updateBankAccount,
    async ({ body, params, actor }) => ({
      data: await updateBankAccount(deps, params.accountId, body, actor),
    }),
    ADMIN,
  );

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
    async ({ auth, actor, params }) => ({
      data: await reviewOfflinePayment(
        deps,
        auth.user,
        params.paymentId,
        { decision: 'approve' },
        actor,
      ),
    }),
    STAFF,
  );

  route(
    app,
    staffEndpoints.rejectOfflinePayment,
    async ({ auth, actor, params, body }) => ({
      data: await reviewOfflinePayment(
        deps,
        auth.user,
        params.paymentId,
        { decision: 'reject', reason: body.reason },
        actor,
      ),
    }),
    STAFF,
  );
}
