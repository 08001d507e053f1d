import { CATEGORIES } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars.ts';
import { orders } from './orders.ts';

/**
 * One line of an order. The car's details are copied at checkout so that deleting or repricing a car
 * later never rewrites an order; `car_id` is kept (nullable) to return stock when an order is canceled.
 */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carId: uuid('car_id').references(() => cars.id, { onDelete: 'set null' }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    category: text('category', { enum: CATEGORIES }).notNull(),
    image: text('image'),
    /** Unit price at the time of the order. */
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    check('order_items_quantity_check', sql`${table.quantity} > 0`),
    index('order_items_order_idx').on(table.orderId),
    index('order_items_car_idx').on(table.carId),
  ],
);
