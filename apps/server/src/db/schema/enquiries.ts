import { ENQUIRY_STATUSES, ENQUIRY_TYPES, TEST_DRIVE_STATUSES } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.ts';

/**
 * What buyers ask the shop (issue 22): a question about a car, a test drive of one, a message from Contact
 * Us, or a car to trade in (issue 32; its car and offer in `trade_ins`). The car is named as it was when asked (`car_title`), so the enquiry still reads right after the car is
 * sold and deleted (`car_id` then becomes null). `user_id` is the signed-in customer who sent it, if any: their
 * dashboard lists it.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ENQUIRY_TYPES }).notNull(),
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    /** "Toyota Corolla (2021)". */
    carTitle: text('car_title'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    /** A test drive's day and start time (`HH:MM`), in the shop's time. */
    preferredDate: date('preferred_date', { mode: 'string' }),
    preferredTime: text('preferred_time'),
    /**
     * A test drive's state (issue 30); null for the other kinds. The day and time above are the buyer's wish until
     * staff confirm it, then the confirmed slot (staff may move it).
     */
    driveStatus: text('drive_status', { enum: TEST_DRIVE_STATUSES }),
    /** The calendar invitation's SEQUENCE: bumped by each confirmation, move or cancelation mailed to the buyer. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /**
     * What staff search an enquiry by (issue 30, ADR 061; lib/staff-search.ts): the sender's name, email and phone
     * digits, and the car's name and VIN when asked. Written with the enquiry; trigram-indexed.
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('enquiries_type_check', sql`${table.type} in ${sqlList(ENQUIRY_TYPES)}`),
    check('enquiries_status_check', sql`${table.status} in ${sqlList(ENQUIRY_STATUSES)}`),
    // A question or a test drive is about a car; Contact Us is not; a trade-in may name the car the buyer wants.
    check(
      'enquiries_car_check',
      sql`${table.type} = 'trade-in' or (${table.type} = 'general') = (${table.carTitle} is null)`,
    ),
    check(
      'enquiries_test_drive_check',
      sql`(${table.type} = 'test-drive') = (${table.preferredDate} is not null and ${table.preferredTime} is not null)`,
    ),
    check('enquiries_drive_status_check', sql`${table.driveStatus} in ${sqlList(TEST_DRIVE_STATUSES)}`),
    check(
      'enquiries_drive_status_kind_check',
      sql`(${table.type} = 'test-drive') = (${table.driveStatus} is not null)`,
    ),
    // No two confirmed test drives of one car at one time. Every test drive is one slot of TEST_DRIVE_SLOT_MINUTES
    // on the half-hour grid, so two overlap exactly when they share the car, the day and the start: the database
    // refuses the second (ADR 057), however many confirm at once.
    uniqueIndex('enquiries_confirmed_drive_idx')
      .on(table.carId, table.preferredDate, table.preferredTime)
      .where(sql`${table.driveStatus} = 'confirmed'`),
    // Guest enquiries waiting for the account that proves their address (issue 30).
    index('enquiries_guest_email_idx').on(table.email).where(sql`${table.userId} is null`),
    index('enquiries_created_at_idx').on(table.createdAt.desc()),
    index('enquiries_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
    index('enquiries_user_created_at_idx').on(table.userId, table.createdAt.desc()),
    // The admin overview counts the new ones.
    index('enquiries_new_idx').on(table.createdAt.desc()).where(sql`${table.status} = 'new'`),
  ],
);
