import { HANDOVER_METHODS, PAYMENT_CHOICES, type PriceBreakdown } from '@carshop/contract/checkout-terms';
import { ORDER_STATUSES } from '@carshop/contract/constants';
import { PAYMENT_STATES } from '@carshop/contract/order';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.ts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order number a buyer quotes ("order 1042"): given by the database in order of checkout. */
    number: integer('number').notNull().unique().generatedByDefaultAsIdentity({ startWith: 1001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    /**
     * Fair use across accounts (orders/fair-use.ts): the client address the order was placed from (an IPv6
     * /64, lib/client-address.ts; null for the demo seed's orders), and the delivery phone's digits and the
     * delivery address's letters and digits, lower-cased. Open orders sharing one hold at most a cap of cars.
     */
    clientKey: text('client_key'),
    phoneKey: text('phone_key').notNull().default(''),
    addressKey: text('address_key').notNull().default(''),
    /**
     * What staff search an order by (issue 30, ADR 061; lib/staff-search.ts): the buyer's name, email and phone
     * digits, and the cars' brand, model and VIN as they were at checkout. Written with the order; trigram-indexed.
     */
    searchText: text('search_text').notNull().default(''),
    /** Computed by the server from its own prices; the client's total is never trusted. */
    totalPrice: numeric('total_price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /**
     * The buyer's terms (issue 29, ADR 053): how they pay, pickup or delivery and on which day (null: to be
     * agreed), and the price breakdown the server worked out at checkout (null for orders placed before: their
     * total is the cars', all due at handover).
     */
    paymentChoice: text('payment_choice', { enum: PAYMENT_CHOICES }).notNull().default('handover'),
    handoverMethod: text('handover_method', { enum: HANDOVER_METHODS }).notNull().default('pickup'),
    handoverDate: date('handover_date', { mode: 'string' }),
    breakdown: jsonb('breakdown').$type<PriceBreakdown>(),
    /**
     * Where the order's money stands (ADR 054): a summary of the payments ledger that modules/payments writes in
     * the same transaction as the ledger, so every order answer (and a filter by it) reads this table alone.
     */
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('unpaid'),
    amountPaid: numeric('amount_paid', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    amountRefunded: numeric('amount_refunded', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    /**
     * The buyer's accepted trade-in offer that goes with the order (issue 32): the car as it was described
     * ("2019 Ford Focus") and the amount offered, copied by the enquiries module when the buyer links it.
     */
    tradeInTitle: text('trade_in_title'),
    tradeInAmount: numeric('trade_in_amount', { precision: 14, scale: 2, mode: 'number' }),
    /** An order to be paid online holds its cars until then, unpaid (set at checkout; then released). */
    holdUntil: timestamp('hold_until', { withTimezone: true, mode: 'date' }),
    /** A paid deposit reserves the cars until then. */
    reservedUntil: timestamp('reserved_until', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('orders_status_check', sql`${table.status} in ${sqlList(ORDER_STATUSES)}`),
    check('orders_payment_choice_check', sql`${table.paymentChoice} in ${sqlList(PAYMENT_CHOICES)}`),
    check('orders_handover_method_check', sql`${table.handoverMethod} in ${sqlList(HANDOVER_METHODS)}`),
    check('orders_payment_state_check', sql`${table.paymentState} in ${sqlList(PAYMENT_STATES)}`),
    // The release round finds pending orders whose hold or reservation has ended.
    index('orders_hold_until_idx').on(table.holdUntil).where(sql`${table.holdUntil} is not null`),
    index('orders_user_created_at_idx').on(table.userId, table.createdAt.desc()),
    index('orders_created_at_idx').on(table.createdAt.desc()),
    index('orders_client_key_idx').on(table.clientKey),
    index('orders_phone_key_idx').on(table.phoneKey),
    index('orders_address_key_idx').on(table.addressKey),
    index('orders_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
