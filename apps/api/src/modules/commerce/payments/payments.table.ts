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
import {
  CURRENCIES,
  PAYMENT_GATEWAYS,
  PAYMENT_STATES,
  PAYMENT_TYPES,
  type PaymentStateName,
  type PaymentTypeName,
} from '@ravan/contract';
import { createdAt, inList, instant, updatedAt } from '../../../db/columns';
import { users } from '../../accounts/identity/users.table';
import { factors } from '../orders/factors.table';

export type PaymentType = PaymentTypeName;
export type PaymentState = PaymentStateName;

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
    type: text('type', { enum: PAYMENT_TYPES }).notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }),
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
    inList(table.type),
    inList(table.state),
    inList(table.currency),
    inList(table.gateway),
  ],
);

/** Webhook and callback events already handled, by provider event id: a repeat changes nothing. */
export const gatewayEvents = pgTable(
  'gateway_events',
  {
    id: serial('id').primaryKey(),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    eventId: text('event_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('gateway_events_key').on(table.gateway, table.eventId),
    inList(table.gateway),
  ],
);
