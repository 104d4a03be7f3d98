import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorBody, invoiceEndpoints, type Endpoint } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { API_PREFIX } from '../../../lib/route';
import { factorOfOwnSession } from '../../scheduling/sessions';
import { invoicePdf } from './invoices.service';

const {
  downloadFactorPdf,
  downloadSessionFactor,
  invoicePdfFilename,
  INVOICE_PDF_CONTENT_TYPE: PDF,
} = invoiceEndpoints;

export const PDF_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/**
 * Invoice downloads. `route()` in lib/route.ts answers JSON through a zod serialiser, so these
 * binary answers are registered with Fastify directly, from the same contract declarations:
 * path, params validation, access and the OpenAPI entry (`application/pdf`, binary) come from it.
 */
export async function invoicesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const pdfRoute = <E extends Endpoint>(
    endpoint: E,
    factorIdOf: (params: never, userId: number) => Promise<number>,
  ) => {
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: `${API_PREFIX}${endpoint.path}`,
      schema: {
        summary: endpoint.summary,
        tags: [...endpoint.tags],
        ...(endpoint.params ? { params: endpoint.params } : {}),
        security: [{ bearerAuth: [] }],
        produces: [PDF],
        response: {
          200: {
            description: 'The invoice PDF, as an attachment',
            content: { [PDF]: { schema: endpoint.response } },
          },
          '4xx': errorBody,
          '5xx': errorBody,
        },
      },
      // Rendering takes tens of milliseconds of CPU: a caller (by address) gets 30 a minute.
      config: { rateLimit: PDF_RATE_LIMIT },
      // Authentication first, as for every `user` endpoint: a guest learns nothing else.
      onRequest: app.requireUser(),
      handler: async (request, reply) => {
        if (!request.auth) throw new AppError('unauthenticated');
        const factorId = await factorIdOf(request.params as never, request.auth.user.id);
        const pdf = await invoicePdf(deps, request.auth.user.id, factorId, request.locale);
        return reply
          .status(200)
          .header('content-type', PDF)
          .header('content-disposition', `attachment; filename="${invoicePdfFilename(factorId)}"`)
          .header('cache-control', 'no-store')
          .send(pdf);
      },
    });
  };

  pdfRoute(downloadFactorPdf, async (params: { factorID: number }) => params.factorID);
  // A session's invoice is the factor its credit came from; another user's session is not found.
  pdfRoute(downloadSessionFactor, async (params: { id: number }, userId) => {
    const factorId = await factorOfOwnSession(deps.database.db, userId, params.id);
    if (factorId === null) throw new AppError('not_found');
    return factorId;
  });
}
