import { TRADE_IN_CONDITIONS } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { enquiries } from './enquiries.ts';
import { orders } from './orders.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.ts';

/**
 * The car behind a trade-in lead (issue 32, ADR 069): one row per enquiry of type `trade-in`, with the photos the
 * buyer sent (stored pictures, as a car's) and staff's one offer: an amount valid until a day, which the buyer
 * accepts once (`accepted_at`), and the order it then goes with (`order_id`; one trade-in per order).
 */
export const tradeIns = pgTable(
  'trade_ins',
  {
    enquiryId: uuid('enquiry_id')
      .primaryKey()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    vin: text('vin'),
    registration: text('registration'),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    mileage: integer('mileage').notNull(),
    condition: text('condition', { enum: TRADE_IN_CONDITIONS }).notNull(),
    /** The stored pictures' URLs (their largest width), in the order sent. */
    photos: text('photos').array().notNull().default(sql`'{}'::text[]`),
    offerAmount: numeric('offer_amount', { precision: 14, scale: 2, mode: 'number' }),
    /** The offer's last day, the shop's date. */
    offerValidUntil: date('offer_valid_until', { mode: 'string' }),
    offeredAt: timestamp('offered_at', { withTimezone: true, mode: 'date' }),
    offeredBy: uuid('offered_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (table) => [
    check('trade_ins_condition_check', sql`${table.condition} in ${sqlList(TRADE_IN_CONDITIONS)}`),
    check('trade_ins_identity_check', sql`${table.vin} is not null or ${table.registration} is not null`),
    check(
      'trade_ins_offer_check',
      sql`(${table.offerAmount} is null) = (${table.offerValidUntil} is null) and (${table.offerAmount} is null or ${table.offerAmount} > 0)`,
    ),
    check('trade_ins_accepted_check', sql`${table.acceptedAt} is null or ${table.offerAmount} is not null`),
    check('trade_ins_order_check', sql`${table.orderId} is null or ${table.acceptedAt} is not null`),
    uniqueIndex('trade_ins_order_idx').on(table.orderId).where(sql`${table.orderId} is not null`),
  ],
);
