import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { Currency, Locale } from '@ravan/contract';
import { createdAt } from '../../../db/columns';

/** A brand/site served by this installation, chosen by request host. */
export const platforms = pgTable('platforms', {
  id: integer('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  domain: text('domain').unique(),
  currency: text('currency').$type<Currency>().notNull(),
  location: text('location').notNull(),
  defaultLocale: text('default_locale').$type<Locale>().notNull().default('fa'),
  consentEnabled: boolean('consent_enabled').notNull().default(true),
  consentVersion: text('consent_version'),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: createdAt(),
});

export type PlatformRow = typeof platforms.$inferSelect;
