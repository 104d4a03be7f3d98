import { defineEndpoint } from '../common/endpoint';
import { dataOf } from '../common/envelope';
import { idParam } from '../common/fields';
import { z } from '../common/zod-setup';
import { offlinePaymentResult } from './offline.schema';
import { transferDetails } from './bank-accounts.schema';

/**
 * Bank transfers with a receipt. Both uploads are `multipart/form-data` with the fields
 * `receipt` (file: JPEG, PNG, WebP or PDF, at most 5 MB, type checked by content) and `amount`
 * (minor units), so they carry no JSON body schema.
 */
export const saveOfflineOrder = defineEndpoint({
  method: 'POST',
  path: '/user/saveofflineorder',
  access: 'user',
  summary:
    'Turn the basket into an invoice and report a bank transfer for it (multipart: receipt, optional amount ≤ total)',
  tags: ['commerce'],
  response: dataOf(offlinePaymentResult),
  status: 201,
});

export const addOfflinePayment = defineEndpoint({
  method: 'POST',
  path: '/user/factors/:factorID/addofflinepayment',
  access: 'user',
  summary:
    'Report a bank transfer for an invoice (multipart: receipt, amount ≤ due); it waits for staff approval',
  tags: ['commerce'],
  params: z.object({ factorID: idParam }),
  response: dataOf(offlinePaymentResult),
  status: 201,
});

export const getTransferDetails = defineEndpoint({
  method: 'GET',
  path: '/user/factors/:factorID/transfer-details',
  access: 'user',
  summary:
    'Where to send a bank transfer for an invoice: the platform’s accounts in its currency and the reference to write',
  tags: ['commerce'],
  params: z.object({ factorID: idParam }),
  response: dataOf(transferDetails),
});

/** Streams a stored file (attachment, no-store) to its owner or to staff; anyone else gets 404. */
export const getFile = defineEndpoint({
  method: 'GET',
  path: '/files/:fileId',
  access: 'user',
  summary: 'Download a stored file (a payment receipt) — owner and staff only',
  tags: ['files'],
  params: z.object({ fileId: idParam }),
  response: z.unknown(),
  sensitive: true,
});
