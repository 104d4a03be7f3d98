import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  CANCEL_REASONS,
  REQUEST_STATES,
  SESSION_KINDS,
  SESSION_STATES,
  type PreferredTime,
} from '@ravan/contract';
import { createdAt, inList, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { sessionCredits } from '../../commerce/credits/session-credits.table';
import { therapists } from '../therapists/therapists.table';
import { cycles } from './cycles.table';

/** A client's ask for sessions; nothing is booked until a therapist approves (SPEC.md §1). */
export const sessionRequests = pgTable(
  'session_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cycleId: integer('cycle_id')
      .notNull()
      .references(() => cycles.id),
    /** null: any therapist may take it. */
    therapistId: integer('therapist_id').references(() => therapists.id),
    kind: text('kind', { enum: SESSION_KINDS }).notNull().default('therapy'),
    sessions: integer('sessions').notNull(),
    times: jsonb('times').$type<PreferredTime[]>().notNull(),
    note: text('note'),
    state: text('state', { enum: REQUEST_STATES }).notNull().default('pending'),
    proposedStart: instant('proposed_start'),
    proposedWeekly: boolean('proposed_weekly').notNull().default(false),
    proposedBy: integer('proposed_by').references(() => therapists.id),
    therapistNote: text('therapist_note'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('session_requests_user_idx').on(table.userId),
    index('session_requests_open_idx').on(table.state, table.therapistId),
    check('session_requests_sessions_positive', sql`${table.sessions} >= 1`),
    inList(table.kind),
    inList(table.state),
  ],
);

/**
 * A fixed weekly slot: the same weekday and time each week for a series of sessions. Released
 * after two weeks in a row without a held session (SPEC.md §9).
 */
export const weeklySlots = pgTable('weekly_slots', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  therapistId: integer('therapist_id')
    .notNull()
    .references(() => therapists.id),
  requestId: integer('request_id').references(() => sessionRequests.id),
  active: boolean('active').notNull().default(true),
  releasedAt: instant('released_at'),
  createdAt: createdAt(),
});

/**
 * A booked session. The exclusion constraint `sessions_no_overlap` (migration 0006, written by
 * hand because drizzle-kit cannot express it) forbids two scheduled sessions of one therapist
 * overlapping in time.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    therapistId: integer('therapist_id')
      .notNull()
      .references(() => therapists.id),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    state: text('state', { enum: SESSION_STATES }).notNull().default('scheduled'),
    startsAt: instant('starts_at').notNull(),
    endsAt: instant('ends_at').notNull(),
    requestId: integer('request_id').references(() => sessionRequests.id),
    weeklySlotId: integer('weekly_slot_id').references(() => weeklySlots.id),
    /** The package credit this session spends; null for the free evaluation. */
    creditId: integer('credit_id').references(() => sessionCredits.id),
    meetingUrl: text('meeting_url').notNull(),
    cancelReason: text('cancel_reason', { enum: CANCEL_REASONS }),
    cancelledAt: instant('cancelled_at'),
    /** The credit stays spent (late change, no-show) or a wallet debt was recorded. */
    charged: boolean('charged').notNull().default(false),
    actualMinutes: integer('actual_minutes'),
    /** The session this one was moved to. */
    movedTo: integer('moved_to'),
    reminded24hAt: instant('reminded_24h_at'),
    reminded1hAt: instant('reminded_1h_at'),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('sessions_user_idx').on(table.userId, table.startsAt),
    index('sessions_therapist_idx').on(table.therapistId, table.startsAt),
    index('sessions_weekly_slot_idx').on(table.weeklySlotId, table.startsAt),
    check('sessions_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
    inList(table.kind),
    inList(table.state),
    inList(table.cancelReason),
  ],
);
