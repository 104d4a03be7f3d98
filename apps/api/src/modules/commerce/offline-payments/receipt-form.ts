import type { FastifyRequest } from 'fastify';
import { OFFLINE_PAYMENT_FIELDS } from '@ravan/contract';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';
import { removeStoredFile, saveReceiptUpload, type SavedUpload } from '../../platform/files';

export interface ReceiptForm {
  /** Minor units, when the client named an amount. */
  amount: bigint | undefined;
  upload: SavedUpload;
  originalName: string | null;
}

const AMOUNT_PATTERN = /^[1-9][0-9]{0,14}$/;

function invalid(field: string, key: 'v.required' | 'v.invalid' | 'v.forbidden_chars'): AppError {
  return new AppError('validation_failed', { errors: { [field]: [key] } });
}

/**
 * Reads the multipart form of a bank-transfer report: one `receipt` file, streamed straight to
 * storage (the 5 MB limit is enforced while it streams), and an optional `amount`. On any
 * failure the stored file is removed again.
 */
export async function readReceiptForm(
  request: FastifyRequest,
  config: Config,
): Promise<ReceiptForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  let upload: SavedUpload | undefined;
  let originalName: string | null = null;
  let amountText: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== OFFLINE_PAYMENT_FIELDS.receipt || upload) {
          part.file.resume();
          throw invalid(part.fieldname, 'v.invalid');
        }
        // The name is stored as text, and PostgreSQL refuses a NUL in text.
        if (part.filename?.includes('\u0000')) {
          part.file.resume();
          throw invalid(OFFLINE_PAYMENT_FIELDS.receipt, 'v.forbidden_chars');
        }
        upload = await saveReceiptUpload(config, part.file);
        originalName = part.filename ? part.filename.slice(0, 200) : null;
      } else if (part.fieldname === OFFLINE_PAYMENT_FIELDS.amount) {
        amountText = String(part.value).trim();
      }
    }
  } catch (error) {
    if (upload) await removeStoredFile(config, upload.storageKey);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw invalid(OFFLINE_PAYMENT_FIELDS.receipt, 'v.invalid');
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('file_too_large', { cause: error });
    throw error;
  }
  if (!upload) throw invalid(OFFLINE_PAYMENT_FIELDS.receipt, 'v.required');
  if (amountText !== undefined && amountText !== '' && !AMOUNT_PATTERN.test(amountText)) {
    await removeStoredFile(config, upload.storageKey);
    throw invalid(OFFLINE_PAYMENT_FIELDS.amount, 'v.invalid');
  }
  return {
    amount: amountText ? BigInt(amountText) : undefined,
    upload,
    originalName,
  };
}
