import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, inList } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

export const FILE_PURPOSES = ['payment_receipt'] as const;

/** Files kept outside the web root (DATA_DIR/files), streamed only to their owner and staff. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    storageKey: text('storage_key').notNull().unique(),
    mime: text('mime').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name'),
    createdAt: createdAt(),
  },
  (table) => [index('stored_files_owner_idx').on(table.ownerId), inList(table.purpose)],
);
