import { index, numeric, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { users } from './users.ts';

/**
 * Every change of a car's price (issue 32): the audit of prices the car page's "Reduced by", the catalogue's
 * price drops, the Meta feed's previous price and the alerts read. Written by the database itself, a trigger on
 * `cars` (migration 0027), so no path that updates a price (the admin's form, the CSV import, a script) can
 * forget it; who changed it is the transaction's `carshop.actor_id` (cars/repository.ts: setPriceChanger), none
 * for a script. A deleted car takes its history with it; a deleted user leaves the row without a name.
 */
export const carPriceChanges = pgTable(
  'car_price_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    oldPrice: numeric('old_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    newPrice: numeric('new_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('car_price_changes_car_idx').on(table.carId, table.changedAt.desc()),
    // The alerts' digest reads the changes of a period across every car.
    index('car_price_changes_at_idx').on(table.changedAt),
  ],
);
