import { boolean, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

/**
 * Saved cars (issue 22): one row per customer and car they hearted. Nothing is copied from the car: the list shows
 * it as it is now, and a deleted car (or user) takes its rows with it.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** "Email me about price drops and stock" (ADR 071): on, since the buyer saved the car to follow it. */
    alerts: boolean('alerts').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'favourites_pkey', columns: [table.userId, table.carId] }),
    // A car's delete cascades here: without it each delete would scan the table.
    index('favourites_car_idx').on(table.carId),
  ],
);
