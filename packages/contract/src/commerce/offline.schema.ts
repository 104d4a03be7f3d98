import { z } from '../common/zod-setup';
import { CURRENCIES } from '../common/enums';
import { factor, PAYMENT_STATES } from './commerce.schema';

/** Receipts of bank transfers: JPEG, PNG, WebP or PDF, recognised by content, at most RECEIPT_MAX_BYTES. */
export const RECEIPT_MIME_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type ReceiptMimeType = (typeof RECEIPT_MIME_TYPES)[number];

/**
 * Multipart form fields of `saveofflineorder` and `addofflinepayment`: `receipt` (the file) and
 * `amount` (minor units; optional on saveofflineorder, where it defaults to the invoice total).
 */
export const OFFLINE_PAYMENT_FIELDS = { amount: 'amount', receipt: 'receipt' } as const;

/** A bank transfer reported with its receipt, as the client and staff see it. */
export const offlinePayment = z.object({
  id: z.int(),
  state: z.enum(PAYMENT_STATES),
  amount: z.int(),
  currency: z.enum(CURRENCIES),
  receipt_file_id: z.nullable(z.int()),
  /** Path under the API root (`/api/v1/files/{id}`), fetched with the bearer token. */
  receipt_url: z.nullable(z.string()),
  created_at: z.string(),
  /** Why staff rejected the transfer; null until then. */
  review_note: z.nullable(z.string()),
});
export type OfflinePayment = z.infer<typeof offlinePayment>;

export const offlinePaymentResult = z.object({
  factor,
  /** Null only when a fully discounted order needed no payment. */
  payment: z.nullable(offlinePayment),
});
