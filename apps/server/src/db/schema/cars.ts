import {
  CAR_SPECIFICATION_DEFAULTS,
  CATEGORIES,
  CONDITIONS,
  DRIVETRAINS,
  FUEL_TYPES,
  MAX_CAR_IMAGES,
  TRANSMISSIONS,
} from '@carshop/contract/constants';
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
    /** The car's main picture: always the first of `images` (a check), so spec clients read one field. */
    image: text('image'),
    /** Every picture of the car in the admin's order, at most MAX_CAR_IMAGES (issue 21). */
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    category: text('category', { enum: CATEGORIES }).notNull(),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull().default(0),
    /** Derived by the database so it can never disagree with the quantity. */
    inStock: boolean('in_stock').notNull().generatedAlwaysAs(sql`quantity > 0`),
    /** Specifications (issue 21): kilometres on the odometer, fuel, gearbox, new or used, colour, VIN. */
    mileage: integer('mileage').notNull().default(CAR_SPECIFICATION_DEFAULTS.mileage),
    fuelType: text('fuel_type', { enum: FUEL_TYPES }).notNull().default(CAR_SPECIFICATION_DEFAULTS.fuelType),
    transmission: text('transmission', { enum: TRANSMISSIONS })
      .notNull()
      .default(CAR_SPECIFICATION_DEFAULTS.transmission),
    condition: text('condition', { enum: CONDITIONS })
      .notNull()
      .default(CAR_SPECIFICATION_DEFAULTS.condition),
    color: text('color'),
    /** Unique when known: one car, one listing. */
    vin: text('vin').unique(),
    /** The dealer's own stock number (issue 31), unique when given: the CSV import matches cars by it or the VIN. */
    stockNumber: text('stock_number').unique(),
    /** Features (issue 32): which wheels are driven, seats and doors (null: not given), and free equipment items. */
    drivetrain: text('drivetrain', { enum: DRIVETRAINS }),
    seats: integer('seats'),
    doors: integer('doors'),
    equipment: text('equipment').array().notNull().default(sql`'{}'::text[]`),
    /**
     * What the catalogue search looks in, lower-cased (trigram-indexed): brand, model, category, fuel, gearbox,
     * colour, the drivetrain's code and name ("awd all-wheel drive"), seats and doors, the equipment and the
     * description. Built by the SQL function car_search_text (migration 0028), declared immutable because
     * joining an array's items is not, by PostgreSQL's reckoning, and a generated column needs it to be.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`car_search_text(brand, model, category, fuel_type, transmission, color, drivetrain, seats, doors, equipment, description)`,
      ),
    /**
     * The car's last price change when it was a drop (issue 32): the price before it and when. Kept by the price
     * trigger with the history (car_price_changes), cleared by a rise, so the catalogue filters and sorts by the
     * latest drop off an index instead of reading the history per car.
     */
    priceReducedFrom: numeric('price_reduced_from', { precision: 12, scale: 2, mode: 'number' }),
    priceReducedAt: timestamp('price_reduced_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('cars_quantity_check', sql`${table.quantity} >= 0`),
    check('cars_price_check', sql`${table.price} > 0`),
    check('cars_category_check', sql`${table.category} in ${sqlList(CATEGORIES)}`),
    check('cars_mileage_check', sql`${table.mileage} >= 0`),
    check('cars_fuel_type_check', sql`${table.fuelType} in ${sqlList(FUEL_TYPES)}`),
    check('cars_transmission_check', sql`${table.transmission} in ${sqlList(TRANSMISSIONS)}`),
    check('cars_condition_check', sql`${table.condition} in ${sqlList(CONDITIONS)}`),
    check('cars_images_check', sql`cardinality(${table.images}) <= ${sql.raw(String(MAX_CAR_IMAGES))}`),
    check('cars_drivetrain_check', sql`${table.drivetrain} in ${sqlList(DRIVETRAINS)}`),
    check('cars_seats_check', sql`${table.seats} >= 1`),
    check('cars_doors_check', sql`${table.doors} >= 0`),
    check('cars_image_first_check', sql`${table.image} is not distinct from ${table.images}[1]`),
    index('cars_mileage_idx').on(table.mileage, table.id),
    index('cars_created_at_idx').on(table.createdAt.desc(), table.id.desc()),
    index('cars_category_created_at_idx').on(table.category, table.createdAt.desc()),
    // "Similar cars": a category's cars walked from a price up and down (selectCarsPricedNear).
    index('cars_category_price_idx').on(table.category, table.price, table.id),
    index('cars_price_idx').on(table.price, table.id),
    index('cars_price_reduced_at_idx').on(table.priceReducedAt.desc(), table.id.desc()),
    index('cars_year_idx').on(table.year, table.id),
    index('cars_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);
