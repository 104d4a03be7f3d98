import type { FastifyInstance } from 'fastify';
import { invoiceEndpoints, type Locale } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { route } from '../../../lib/route';
import { factorOfOwnSession } from '../../scheduling/sessions';
import { invoicePdf } from './invoices.service';

const { downloadFactorPdf, downloadSessionFactor, invoicePdfFilename } = invoiceEndpoints;

// Rendering takes tens of milliseconds of CPU: a caller (by address) gets 30 a minute.
export const PDF_RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

/** Invoice downloads: `binary` endpoints (application/pdf, an attachment, never cached). */
export async function invoicesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  const pdfOf = async (userId: number, factorId: number, locale: Locale) => ({
    body: await invoicePdf(deps, userId, factorId, locale),
    filename: invoicePdfFilename(factorId),
  });

  route(
    app,
    downloadFactorPdf,
    async ({ actor, params }) => pdfOf(actor.userId, params.factorID, actor.locale),
    { rateLimit: PDF_RATE_LIMIT },
  );

  // A session's invoice is the factor its credit came from; another user's session is not found.
  route(
    app,
    downloadSessionFactor,
    async ({ actor, params }) => {
      const factorId = await factorOfOwnSession(deps.database.db, actor.userId, params.id);
      if (factorId === null) throw new AppError('not_found');
      return pdfOf(actor.userId, factorId, actor.locale);
    },
    { rateLimit: PDF_RATE_LIMIT },
  );
}
