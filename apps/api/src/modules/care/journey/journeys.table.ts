import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { JOURNEY_STATES, type JourneyState } from '@ravan/contract';
import { createdAt, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { packages } from '../../commerce/catalog/packages.table';
import { therapists } from '../../scheduling/therapists/therapists.table';

/** `column in ('a', 'b', …)` over the contract's list: the database refuses any other value. */
const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

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
    state: text('state').$type<JourneyState>().notNull().default('started'),
    packageId: integer('package_id').references(() => packages.id),
    therapistId: integer('therapist_id').references(() => therapists.id),
    startedAt: instant('started_at')
      .notNull()
      .default(sql`now()`),
    updatedAt: updatedAt(),
  },
  () => [check('client_journeys_state_known', oneOf('state', JOURNEY_STATES))],
);

/** Every move of a journey, for its history: who or what moved it (`cause`) and when. */
export const journeyEvents = pgTable(
  'journey_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromState: text('from_state').$type<JourneyState>(),
    toState: text('to_state').$type<JourneyState>().notNull(),
    cause: text('cause').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('journey_events_user_idx').on(table.userId, table.id),
    check('journey_events_to_known', oneOf('to_state', JOURNEY_STATES)),
    check(
      'journey_events_from_known',
      sql`from_state is null or ${oneOf('from_state', JOURNEY_STATES)}`,
    ),
  ],
);
