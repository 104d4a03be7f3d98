import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../../db/columns';

/**
 * Who did what, when, from where. Never holds passwords, codes, tokens or health data:
 * `detail` carries identifiers and outcomes only.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id'),
    subjectId: integer('subject_id'),
    action: text('action').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>(),
    createdAt: createdAt(),
  },
  (table) => [
    index('audit_events_subject_idx').on(table.subjectId, table.createdAt),
    index('audit_events_action_idx').on(table.action, table.createdAt),
  ],
);
