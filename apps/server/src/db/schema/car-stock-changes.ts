import { boolean, index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';

/**
 * Every time a car sold out or came back in stock (issue 32, ADR 071): what the alerts' digest tells the buyers who
 * saved the car, and what makes a car "new" again for a saved search. Written by the database itself, a trigger on
 * `cars` (migration 0031) when `quantity > 0` flips, so no path that moves stock (a checkout, a cancel, the admin's
 * form, the CSV import, a script) can forget it. A deleted car takes its rows with it.
 */
export const carStockChanges = pgTable(
  'car_stock_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    /** In stock after the change: true, back in stock; false, sold out. */
    inStock: boolean('in_stock').notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('car_stock_changes_car_idx').on(table.carId, table.changedAt.desc()),
    index('car_stock_changes_at_idx').on(table.changedAt),
  ],
);
