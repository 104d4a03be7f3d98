import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CalendarKind,
  Currency,
  Education,
  Gender,
  HowKnown,
  Job,
  Locale,
  Relationship,
  Role,
} from '@ravan/contract';
import { createdAt, instant, updatedAt } from '../../../db/columns';
import { platforms } from '../../platform/platforms/platforms.table';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    platformId: integer('platform_id')
      .notNull()
      .references(() => platforms.id),
    role: text('role').$type<Role>().notNull().default('client'),
    email: text('email'),
    /** When the address in `email` was proven by a verification link; cleared when it changes. */
    emailVerifiedAt: instant('email_verified_at'),
    passwordHash: text('password_hash'),
    firstname: text('firstname'),
    lastname: text('lastname'),
    cel: text('cel'),
    tz: text('tz'),
    country: text('country'),
    city: text('city'),
    birthDate: date('birth_date', { mode: 'string' }),
    jobStatus: text('job_status').$type<Job>(),
    maritalStatus: text('marital_status').$type<Relationship>(),
    childCount: integer('child_count'),
    childOrder: integer('child_order'),
    degree: text('degree').$type<Education>(),
    gender: text('gender').$type<Gender>(),
    howKnown: text('how_known').$type<HowKnown>(),
    leadUser: boolean('lead_user').notNull().default(false),
    consentAt: instant('consent_at'),
    consentVersion: text('consent_version'),
    bcCode: text('bc_code'),
    locale: text('locale').$type<Locale>().notNull().default('fa'),
    calendar: text('calendar').$type<CalendarKind>(),
    currency: text('currency').$type<Currency>(),
    inviteCode: text('invite_code').notNull(),
    invitedBy: integer('invited_by'),
    anonId: text('anon_id'),
    googleSub: text('google_sub'),
    firebaseUid: text('firebase_uid'),
    telegramId: bigint('telegram_id', { mode: 'number' }),
    telegramUsername: text('telegram_username'),
    passwordChangedAt: instant('password_changed_at'),
    disabledAt: instant('disabled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    uniqueIndex('users_invite_code_key').on(table.inviteCode),
    index('users_cel_idx').on(table.cel),
    uniqueIndex('users_google_sub_key').on(table.googleSub),
    uniqueIndex('users_firebase_uid_key').on(table.firebaseUid),
    uniqueIndex('users_telegram_id_key').on(table.telegramId),
  ],
);

export type UserRow = typeof users.$inferSelect;
