import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { CURRENCIES, LOCALES } from '@ravan/contract';
import { createdAt, inList } from '../../../db/columns';

/** A brand/site served by this installation, chosen by request host. */
export const platforms = pgTable(
  'platforms',
  {
    id: integer('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    domain: text('domain').unique(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    location: text('location').notNull(),
    defaultLocale: text('default_locale', { enum: LOCALES }).notNull().default('fa'),
    consentEnabled: boolean('consent_enabled').notNull().default(true),
    consentVersion: text('consent_version'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [inList(table.currency), inList(table.defaultLocale)],
);

export type PlatformRow = typeof platforms.$inferSelect;
