import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { JOURNEY_STATES } from '@ravan/contract';
import { createdAt, inList, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { packages } from '../../commerce/catalog/packages.table';
import { therapists } from '../../scheduling/therapists/therapists.table';

/**
 * Where each client is on the way from first visit to regular sessions: one row per client,
 * moved only by conditional UPDATEs (`… WHERE state = <the state read>`), so two racing moves
 * cannot both win. The choices made on the way (package, therapist) ride along.
 */
export const clientJourneys = pgTable(
  'client_journeys',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state', { enum: JOURNEY_STATES }).notNull().default('started'),
    packageId: integer('package_id').references(() => packages.id),
    therapistId: integer('therapist_id').references(() => therapists.id),
    startedAt: instant('started_at')
      .notNull()
      .default(sql`now()`),
    updatedAt: updatedAt(),
  },
  (table) => [inList(table.state)],
);

/** Every move of a journey, for its history: who or what moved it (`cause`) and when. */
export const journeyEvents = pgTable(
  'journey_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromState: text('from_state', { enum: JOURNEY_STATES }),
    toState: text('to_state', { enum: JOURNEY_STATES }).notNull(),
    cause: text('cause').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('journey_events_user_idx').on(table.userId, table.id),
    inList(table.toState),
    inList(table.fromState),
  ],
);
