import {
  boolean,
  date,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  time,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { GENDERS, HOUR_EXCEPTION_KINDS } from '@ravan/contract';
import { createdAt, inList, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';

export const therapists = pgTable(
  'therapists',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nameFa: text('name_fa').notNull(),
    nameEn: text('name_en').notNull(),
    bioFa: text('bio_fa').notNull().default(''),
    bioEn: text('bio_en').notNull().default(''),
    photoUrl: text('photo_url'),
    gender: text('gender', { enum: GENDERS }).notNull(),
    tz: text('tz').notNull(),
    languages: text('languages').array().notNull().default([]),
    approaches: text('approaches').array().notNull().default([]),
    fields: text('fields').array().notNull().default([]),
    isEvaluator: boolean('is_evaluator').notNull().default(false),
    meetingUrl: text('meeting_url'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('therapists_user_key').on(table.userId), inList(table.gender)],
);

/** Weekly recurring hours in the therapist's own time zone (weekday 0 = Sunday … 6 = Saturday). */
export const therapistWeeklyHours = pgTable('therapist_weekly_hours', {
  id: serial('id').primaryKey(),
  therapistId: integer('therapist_id')
    .notNull()
    .references(() => therapists.id, { onDelete: 'cascade' }),
  weekday: smallint('weekday').notNull(),
  startTime: time('start_time').notNull(),
  endTime: time('end_time').notNull(),
});

/**
 * A change to the weekly hours on one therapist-local date: a day off (no times), part of a day
 * off, or extra hours.
 */
export const therapistHourExceptions = pgTable(
  'therapist_hour_exceptions',
  {
    id: serial('id').primaryKey(),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => therapists.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: HOUR_EXCEPTION_KINDS }).notNull(),
    startTime: time('start_time'),
    endTime: time('end_time'),
    createdAt: createdAt(),
  },
  (table) => [inList(table.kind)],
);
