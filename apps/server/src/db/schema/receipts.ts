import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';
import { orders } from './orders.ts';
import { payments } from './payments.ts';
import { sqlList } from './sql-list.ts';

const RECEIPT_KINDS = ['payment', 'refund'] as const;

/**
 * Numbered receipts (modules/receipts, ADR 056): one per succeeded payment and per refund in the `payments`
 * ledger, numbered 1, 2, 3… per shop without gaps (`receipt_counters`, moved in the transaction that writes the
 * receipt). The PDF is made once, when the receipt is issued, and kept: a receipt never changes afterwards.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: integer('number').notNull().unique(),
    /** The ledger's row it is the receipt of: one receipt per payment or refund. */
    paymentId: uuid('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: RECEIPT_KINDS }).notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    pdf: bytea('pdf').notNull(),
  },
  (table) => [
    check('receipts_kind_check', sql`${table.kind} in ${sqlList(RECEIPT_KINDS)}`),
    index('receipts_order_idx').on(table.orderId),
  ],
);

/** The last receipt number given, per shop (one row, `shop` 'default'): the next is this plus one. */
export const receiptCounters = pgTable('receipt_counters', {
  shop: text('shop').primaryKey(),
  last: integer('last').notNull().default(0),
});
