import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { sqlList } from './sql-list.ts';

const PAYMENT_KINDS = ['payment', 'refund'] as const;
const PAYMENT_STATES = ['pending', 'succeeded', 'failed', 'canceled'] as const;

/**
 * Money that moved, or was asked to move, through the payment provider for an order (modules/payments, ADR 050):
 * one row per payment request (a Stripe PaymentIntent) and per refund. The provider's id is unique, so a request
 * made twice, or an event delivered twice, is one row.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    provider: text('provider').notNull(),
    /**
     * The provider's id: `pi_…` for a payment request, `cs_…` for a hosted payment page (a Checkout Session),
     * `re_…` for a refund.
     */
    providerRef: text('provider_ref').notNull().unique(),
    /** A hosted payment page's address, while the buyer may still pay there (ADR 054); null for the others. */
    pageUrl: text('page_url'),
    /** A refund names the payment it gives back. */
    refundOf: uuid('refund_of'),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: PAYMENT_STATES }).notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('payments_kind_check', sql`${table.kind} in ${sqlList(PAYMENT_KINDS)}`),
    check('payments_status_check', sql`${table.status} in ${sqlList(PAYMENT_STATES)}`),
    check('payments_amount_check', sql`${table.amount} > 0`),
    index('payments_order_idx').on(table.orderId),
    // One payment request open per order at a time: two "pay" taps at once share it.
    uniqueIndex('payments_one_pending_per_order')
      .on(table.orderId)
      .where(sql`${table.kind} = 'payment' and ${table.status} = 'pending'`),
    // A payment is given back at most once.
    uniqueIndex('payments_one_refund_per_payment').on(table.refundOf),
  ],
);
