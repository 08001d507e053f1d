import { CATEGORIES } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.ts';

export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    image: text('image'),
    category: text('category', { enum: CATEGORIES }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** Derived by the database so it can never disagree with the quantity. */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`quantity > 0`),
    /** What the catalogue search looks in: brand, model and category, lower-cased (trigram-indexed). */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql`lower(brand || ' ' || model || ' ' || category)`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('cars_quantity_check', sql`${table.quantity} >= 0`),
    check('cars_price_check', sql`${table.price} > 0`),
    check('cars_category_check', sql`${table.category} in ${sqlList(CATEGORIES)}`),
    index('cars_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('cars_category_created_at_idx').on(table.category, table.createdAt.desc()),
    index('cars_price_idx').on(table.price, table.id),
    index('cars_year_idx').on(table.year, table.id),
    index('cars_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
