import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReceiptMimeType } from '@ravan/contract';
import type { Config } from '../../../config';
import { AppError } from '../../../lib/app-error';
import { SNIFF_BYTES, sniffReceiptType } from './file-types';

export interface SavedUpload {
  storageKey: string;
  mime: ReceiptMimeType;
  sizeBytes: number;
  sha256: string;
}

/** DATA_DIR/files: outside the web root, never served by the static plugin. */
export function filesDirectory(config: Config): string {
  return path.join(config.dataDir, 'files');
}

/** 16 random bytes as hex: the name of every file this module writes. */
export const STORAGE_KEY = /^[a-f0-9]{32}$/;

/** A random key names the file on disk; the sender's file name never reaches the file system. */
function pathOf(config: Config, storageKey: string): string {
  if (!STORAGE_KEY.test(storageKey)) throw new Error('not a storage key');
  return path.join(filesDirectory(config), storageKey);
}

function isFileTooLarge(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT';
}

export interface SaveOptions {
  /** Aborting it stops the write, closes the file and removes it (an upload given up). */
  signal?: AbortSignal;
  /** Called for every chunk written: the upload is making progress. */
  onProgress?: () => void;
}

/**
 * Streams an upload to DATA_DIR/files/<random key> while hashing it, then checks its type by
 * content. A file over the size limit (the stream errors), of another type, or whose upload is
 * aborted (`options.signal`) is deleted and refused; nothing is left on disk.
 */
export async function saveReceiptUpload(
  config: Config,
  source: Readable,
  options: SaveOptions = {},
): Promise<SavedUpload> {
  await mkdir(filesDirectory(config), { recursive: true, mode: 0o700 });
  const storageKey = randomBytes(16).toString('hex');
  const target = pathOf(config, storageKey);
  const hash = createHash('sha256');
  let size = 0;
  let head = Buffer.alloc(0);
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      options.onProgress?.();
      hash.update(chunk);
      if (head.length < SNIFF_BYTES)
        head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, inspect, createWriteStream(target, { flags: 'wx', mode: 0o600 }), {
      ...(options.signal ? { signal: options.signal } : {}),
    });
  } catch (error) {
    await removeStoredFile(config, storageKey);
    if (options.signal?.aborted) throw options.signal.reason as Error;
    if (isFileTooLarge(error)) throw new AppError('file_too_large', { cause: error });
    throw error;
  }
  if (options.signal?.aborted) {
    await removeStoredFile(config, storageKey);
    throw options.signal.reason as Error;
  }
  const mime = sniffReceiptType(head);
  if (!mime || size === 0) {
    await removeStoredFile(config, storageKey);
    throw new AppError('file_invalid', { errors: { receipt: ['file_invalid'] } });
  }
  return { storageKey, mime, sizeBytes: size, sha256: hash.digest('hex') };
}

export async function removeStoredFile(config: Config, storageKey: string): Promise<void> {
  await unlink(pathOf(config, storageKey)).catch(() => undefined);
}

export function openStoredFile(config: Config, storageKey: string): ReadStream {
  return createReadStream(pathOf(config, storageKey));
}
