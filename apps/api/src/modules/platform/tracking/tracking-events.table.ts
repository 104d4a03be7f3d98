import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';

/**
 * First-party analytics (ARCHITECTURE.md §1): identify and track events, forwarded to an
 * analytics service when one is configured. Never health data — no subjects, answers or messages.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    event: text('event').notNull(),
    anonId: text('anon_id'),
    userId: integer('user_id'),
    payload: jsonb('payload').$type<Record<string, string | number | boolean | null>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('tracking_events_event_idx').on(table.event, table.createdAt)],
);
