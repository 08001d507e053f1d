import { ORDER_PAYMENT_EVENTS } from '@carshop/contract/order';
import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { sqlList } from './sql-list.ts';

/**
 * What happened to an order's money online (issue 29): a payment started, paid (or a deposit), failed, expired,
 * refunded. Written from the payments ledger in the ledger's own transaction (modules/payments, ADR 059), and
 * never changed after: a failure followed by a success keeps both.
 */
export const orderPaymentHistory = pgTable(
  'order_payment_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The ledger row (`payments.id`) it is about; with `event` and `at` it is written once, however often read. */
    ledgerRef: uuid('ledger_ref').notNull(),
    event: text('event', { enum: ORDER_PAYMENT_EVENTS }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [
    check('order_payment_history_event_check', sql`${table.event} in ${sqlList(ORDER_PAYMENT_EVENTS)}`),
    index('order_payment_history_order_idx').on(table.orderId, table.at),
    uniqueIndex('order_payment_history_once').on(table.ledgerRef, table.event, table.at),
  ],
);
