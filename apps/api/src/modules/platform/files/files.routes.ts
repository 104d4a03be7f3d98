import type { FastifyInstance } from 'fastify';
import { offlineEndpoints, type ReceiptMimeType, type Role } from '@ravan/contract';
import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../lib/app-error';
import { route } from '../../../lib/route';
import { openStoredFile } from './file-storage';
import { EXTENSION_OF } from './file-types';
import { findStoredFile } from './stored-files.repository';

/** Staff who may open any stored file (receipts they review). */
export const FILE_STAFF_ROLES: readonly Role[] = ['support', 'admin'];

/** A stored file streams only to its owner and to staff; to anyone else it does not exist. */
export async function filesRoutes(app: FastifyInstance, { deps }: { deps: AppDeps }) {
  route(app, offlineEndpoints.getFile, async ({ auth, params, reply }) => {
    const file = await findStoredFile(deps.database.db, params.fileId);
    const allowed =
      file && (file.ownerId === auth.user.id || FILE_STAFF_ROLES.includes(auth.user.role));
    if (!file || !allowed) throw new AppError('not_found');
    const stream = openStoredFile(deps.config, file.storageKey);
    // A row whose file is gone is a 404, not a 500 halfway through a response.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (error) => reject(new AppError('not_found', { cause: error })));
    });
    const extension = EXTENSION_OF[file.mime as ReceiptMimeType] ?? 'bin';
    reply
      .header('content-type', file.mime)
      .header('content-length', String(file.sizeBytes))
      .header('content-disposition', `attachment; filename="file-${file.id}.${extension}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff');
    return stream;
  });
}
