import { defineEndpoint } from '../common/endpoint';
import { idParam } from '../common/fields';
import { z } from '../common/zod-setup';

/**
 * Invoice downloads answer a PDF file, not JSON: `response` is a binary string for the OpenAPI
 * document and INVOICE_PDF_CONTENT_TYPE is the body's type; errors are JSON as everywhere. A
 * client fetches them as a blob with its bearer token (SPEC.md §7 "a file path as a blob") and
 * saves them under `invoicePdfFilename(id)`, the name the API also sends in Content-Disposition.
 */
export const INVOICE_PDF_CONTENT_TYPE = 'application/pdf';

export const invoicePdf = z.string().check(
  z.meta({
    format: 'binary',
    description: 'The invoice as a PDF file (fa or en by Accept-Language)',
  }),
);

export function invoicePdfFilename(id: number): string {
  return `ravan-invoice-${id}.pdf`;
}

export const downloadFactorPdf = defineEndpoint({
  method: 'GET',
  path: '/user/factors/:factorID/pdf',
  access: 'user',
  summary: 'Download an invoice as a PDF (attachment), in the language of Accept-Language',
  tags: ['commerce'],
  params: z.object({ factorID: idParam }),
  response: invoicePdf,
  kind: 'binary',
  contentType: INVOICE_PDF_CONTENT_TYPE,
  sensitive: true,
});

/** SPEC.md §7 "Download user/sessions/{id}/factor". */
export const downloadSessionFactor = defineEndpoint({
  method: 'GET',
  path: '/user/sessions/:id/factor',
  access: 'user',
  summary:
    'Download the invoice of a session as a PDF. Sessions are not built yet: for now `id` is the factor id (a later scheduling change maps a session to its factor)',
  tags: ['commerce'],
  params: z.object({ id: idParam }),
  response: invoicePdf,
  kind: 'binary',
  contentType: INVOICE_PDF_CONTENT_TYPE,
  sensitive: true,
});
