import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Currency } from '@ravan/contract';
import { createdAt, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { factors } from '../orders/factors.table';

export type PaymentType = 'online' | 'offline' | 'wallet_payment' | 'wallet_debt_settlement';
export type PaymentState =
  'awaiting' | 'pending' | 'paid' | 'wallet_pending' | 'failed' | 'debit_checkout' | 'rejected';

/** A payment towards a factor. A gateway's reference is unique, so one callback pays once. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    factorId: integer('factor_id')
      .notNull()
      .references(() => factors.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type').$type<PaymentType>().notNull(),
    state: text('state').$type<PaymentState>().notNull(),
    currency: text('currency').$type<Currency>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    gateway: text('gateway'),
    gatewayRef: text('gateway_ref'),
    receiptFileId: integer('receipt_file_id'),
    reviewedBy: integer('reviewed_by'),
    reviewedAt: instant('reviewed_at'),
    /** Why staff rejected a bank transfer; shown to the client. */
    reviewNote: text('review_note'),
    paidAt: instant('paid_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('payments_factor_idx').on(table.factorId),
    uniqueIndex('payments_gateway_ref_key').on(table.gateway, table.gatewayRef),
    check('payments_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

/** Webhook and callback events already handled, by provider event id: a repeat changes nothing. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('gateway_events_key').on(table.gateway, table.eventId)],
);
