import type { FastifyRequest } from 'fastify';
import { OFFLINE_PAYMENT_FIELDS, SINGLE_LINE_FORBIDDEN } from '@ravan/contract';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';
import {
  removeStoredFile,
  saveReceiptUpload,
  watchUpload,
  type SavedUpload,
  type UploadDeadline,
} from '../../platform/files';

export interface ReceiptForm {
  /** Minor units, when the client named an amount. */
  amount: bigint | undefined;
  upload: SavedUpload;
  originalName: string | null;
}

/**
 * Where a service gets the receipt form when it is ready to read it (after its cheap checks):
 * the route reads the request (this file is the HTTP side), the service never sees it.
 */
export type ReceiptFormSource = () => Promise<ReceiptForm>;

const AMOUNT_PATTERN = /^[1-9][0-9]{0,14}$/;

function invalid(field: string, key: 'v.required' | 'v.invalid' | 'v.forbidden_chars'): AppError {
  return new AppError('validation_failed', { errors: { [field]: [key] } });
}

/** What the form reading has got so far: the stored file must not outlive a failure. */
interface FormState {
  upload: SavedUpload | undefined;
  originalName: string | null;
  amountText: string | undefined;
}

async function readParts(
  request: FastifyRequest,
  config: Config,
  deadline: UploadDeadline,
  state: FormState,
) {
  for await (const part of request.parts()) {
    deadline.touch();
    if (part.type === 'file') {
      if (part.fieldname !== OFFLINE_PAYMENT_FIELDS.receipt || state.upload) {
        part.file.resume();
        throw invalid(part.fieldname, 'v.invalid');
      }
      // The name is shown to staff: no controls (PostgreSQL refuses NUL in text anyway) and no
      // direction overrides that would show a U+202E and "gpj.exe" as "exe.jpg"; same rule as every name.
      if (part.filename && SINGLE_LINE_FORBIDDEN.test(part.filename)) {
        part.file.resume();
        throw invalid(OFFLINE_PAYMENT_FIELDS.receipt, 'v.forbidden_chars');
      }
      state.upload = await saveReceiptUpload(config, part.file, {
        signal: deadline.signal,
        onProgress: deadline.touch,
      });
      state.originalName = part.filename ? part.filename.slice(0, 200) : null;
    } else if (part.fieldname === OFFLINE_PAYMENT_FIELDS.amount) {
      state.amountText = String(part.value).trim();
    }
  }
}

/**
 * Reads the multipart form of a bank-transfer report: one `receipt` file, streamed straight to
 * storage (the 5 MB limit is enforced while it streams), and an optional `amount`. On any
 * failure the stored file is removed again. An upload that stalls or takes too long
 * (`config.uploads`) is cut off with 408 `request_timeout`; one whose client goes away is
 * dropped; either way its partial file is closed and removed at once.
 */
export async function readReceiptForm(
  request: FastifyRequest,
  config: Config,
): Promise<ReceiptForm> {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type');
  const state: FormState = { upload: undefined, originalName: null, amountText: undefined };
  const deadline = watchUpload(request.raw, config.uploads);
  try {
    // The parts iterator itself may wait for ever on a boundary that never comes: race it.
    await Promise.race([readParts(request, config, deadline, state), deadline.abandoned]);
    if (deadline.signal.aborted) throw deadline.signal.reason as Error;
  } catch (error) {
    if (state.upload) await removeStoredFile(config, state.upload.storageKey);
    if ((error as { code?: string }).code === 'FST_FILES_LIMIT')
      throw invalid(OFFLINE_PAYMENT_FIELDS.receipt, 'v.invalid');
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('file_too_large', { cause: error });
    throw error;
  } finally {
    deadline.stop();
  }
  const { upload, originalName, amountText } = state;
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
