import { sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';

/** UTC instants: stored as timestamptz, handled as Date in code. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () =>
  instant('created_at')
    .notNull()
    .default(sql`now()`);
export const updatedAt = () =>
  instant('updated_at')
    .notNull()
    .default(sql`now()`);
