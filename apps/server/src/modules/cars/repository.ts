import type { CarSort, Category, Condition, Drivetrain, FuelType, Transmission } from '@carshop/contract/car';
import type { FacetName } from '@carshop/contract/catalogue-query';
import { MAX_CAR_IMAGES } from '@carshop/contract/constants';
import { and, asc, desc, eq, gt, gte, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RowOf } from '../../db/row-of.ts';
import { carPriceChanges, carStockChanges, cars } from '../../db/schema.ts';

/** Explicit column list: `search_text` is an index helper, not part of a car. */
const carColumns = {
  id: cars.id,
  brand: cars.brand,
  model: cars.model,
  year: cars.year,
  price: cars.price,
  image: cars.image,
  images: cars.images,
  category: cars.category,
  description: cars.description,
  quantity: cars.quantity,
  inStock: cars.inStock,
  mileage: cars.mileage,
  fuelType: cars.fuelType,
  transmission: cars.transmission,
  condition: cars.condition,
  color: cars.color,
  vin: cars.vin,
  stockNumber: cars.stockNumber,
  priceReducedFrom: cars.priceReducedFrom,
  priceReducedAt: cars.priceReducedAt,
  drivetrain: cars.drivetrain,
  seats: cars.seats,
  doors: cars.doors,
  equipment: cars.equipment,
  createdAt: cars.createdAt,
  updatedAt: cars.updatedAt,
};

export type CarRow = RowOf<typeof cars, typeof carColumns>;

/** The fields of the specification's Add Car form, which every new car has. */
type CarFormColumn = 'brand' | 'model' | 'year' | 'price' | 'category' | 'description' | 'quantity';
/** The specifications beyond the specification's form (issue 21), each with a default. */
type CarSpecificationColumn =
  | 'mileage'
  | 'fuelType'
  | 'transmission'
  | 'condition'
  | 'color'
  | 'vin'
  | 'stockNumber'
  | 'drivetrain'
  | 'seats'
  | 'doors'
  | 'equipment';

/** What a new row needs; `createdAt` is settable so seeds and tests can stagger ages. */
export type NewCarRow = Pick<CarRow, CarFormColumn> &
  Partial<Pick<CarRow, 'image' | 'images' | 'createdAt' | 'updatedAt' | CarSpecificationColumn>>;

export type CarFilter = {
  /** Lower-cased words, each starting and ending with a letter or digit (lib/search-words.ts); a car matches when it matches every word. */
  words?: string[];
  /**
   * The search term has no word (only punctuation or symbols, `%%%%`): no car can match it, and the query says so
   * to the planner (`where false`, which reads no row) instead of scanning for a pattern no index can serve.
   */
  matchesNothing?: boolean;
  /** Also accept near misses of the words (typos), not only substrings. */
  fuzzy?: boolean;
  category?: Category;
  fuelType?: FuelType;
  transmission?: Transmission;
  condition?: Condition;
  minYear?: number;
  maxYear?: number;
  maxMileage?: number;
  drivetrain?: Drivetrain;
  /** Cars with at least this many seats (a car whose seats are not given is left out). */
  minSeats?: number;
  minPrice?: number;
  maxPrice?: number;
  /** Only cars that cost MORE than this (the ones a maximum price hides). */
  abovePrice?: number;
  /** Only cars whose last price change was a drop at or after this time (issue 32: `priceDrop=1`). */
  priceDropSince?: Date;
  /**
   * Only cars in stock that are new in this period (ADR 071: a saved search's news): added in it, or back in stock
   * in it (car_stock_changes). After `since`, up to and including `until`.
   */
  newBetween?: { since: Date; until: Date };
};

/**
 * Every order ends with the id, so pages never overlap or skip cars that tie on the sort key.
 * `nulls last` on the newest-first orders matches the DESC NULLS LAST indexes on created_at; without it
 * PostgreSQL cannot walk them and sorts the whole table for every page.
 */
const ORDER_BY: Record<CarSort, SQL[]> = {
  createdAt: [sql`${cars.createdAt} desc nulls last`, sql`${cars.id} desc nulls last`],
  '-createdAt': [sql`${cars.createdAt} desc nulls last`, sql`${cars.id} desc nulls last`],
  price: [asc(cars.price), asc(cars.id)],
  '-price': [desc(cars.price), desc(cars.id)],
  year: [asc(cars.year), asc(cars.id)],
  '-year': [desc(cars.year), desc(cars.id)],
  mileage: [asc(cars.mileage), asc(cars.id)],
  '-mileage': [desc(cars.mileage), desc(cars.id)],
  // Matches cars_price_reduced_at_idx (DESC NULLS LAST): cars never reduced come last, by id.
  priceDrop: [sql`${cars.priceReducedAt} desc nulls last`, sql`${cars.id} desc nulls last`],
};

/** Words shorter than this have no trigram of their own: matched at word starts, never fuzzily. */
const MIN_TRIGRAM_WORD = 3;

/**
 * A search word (lib/search-words.ts: it starts and ends with a letter or digit) too short to be found inside a
 * word: under three characters, all of them letters or digits. Counted in characters, not UTF-16 units. A longer
 * word with punctuation inside (`a-b`) has a trigram the index can start from: the start of the letters after it.
 */
const isShortWord = (word: string): boolean => [...word].length < MIN_TRIGRAM_WORD;

/**
 * The word has three letters or digits in a row: a trigram of its own, which the fuzzy pass can compare (`a-b`
 * has none: its similarity would be that of the single letters, which most cars share).
 */
export const hasOwnTrigram = (word: string): boolean => THREE_IN_A_ROW.test(word);
const THREE_IN_A_ROW = /[\p{L}\p{N}]{3}/u;

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (char) => `\\${char}`);

function whereOf(filter: CarFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = (filter.words ?? []).map((word) => {
    const pattern = escapeLike(word);
    if (isShortWord(word)) {
      // Under three letters a substring has no trigram and would scan every car: such a word matches the start
      // of a word ("x5", "gt"), which the index serves (a leading space or the start pads it into trigrams).
      return sql`(${cars.searchText} ilike ${`${pattern}%`} or ${cars.searchText} ilike ${`% ${pattern}%`})`;
    }
    const substring = sql`${cars.searchText} ilike ${`%${pattern}%`}`;
    // Trigram word similarity (`<%`) forgives a typo ("toyta", "camri"). Both operators are served by the
    // GIN trigram index on search_text.
    return filter.fuzzy && hasOwnTrigram(word)
      ? sql`(${substring} or ${word} <% ${cars.searchText})`
      : substring;
  });
  if (filter.matchesNothing) conditions.push(sql`false`);
  if (filter.category) conditions.push(eq(cars.category, filter.category));
  if (filter.fuelType) conditions.push(eq(cars.fuelType, filter.fuelType));
  if (filter.transmission) conditions.push(eq(cars.transmission, filter.transmission));
  if (filter.condition) conditions.push(eq(cars.condition, filter.condition));
  if (filter.minYear !== undefined) conditions.push(gte(cars.year, filter.minYear));
  if (filter.maxYear !== undefined) conditions.push(lte(cars.year, filter.maxYear));
  if (filter.maxMileage !== undefined) conditions.push(lte(cars.mileage, filter.maxMileage));
  if (filter.drivetrain) conditions.push(eq(cars.drivetrain, filter.drivetrain));
  if (filter.minSeats !== undefined) conditions.push(gte(cars.seats, filter.minSeats));
  if (filter.minPrice !== undefined) conditions.push(gte(cars.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(cars.price, filter.maxPrice));
  if (filter.abovePrice !== undefined) conditions.push(gt(cars.price, filter.abovePrice));
  if (filter.priceDropSince) conditions.push(gte(cars.priceReducedAt, filter.priceDropSince));
  if (filter.newBetween) {
    const since = filter.newBetween.since.toISOString();
    const until = filter.newBetween.until.toISOString();
    conditions.push(
      sql`(${cars.quantity} > 0 and ((${cars.createdAt} > ${since}::timestamptz and ${cars.createdAt} <= ${until}::timestamptz) or exists (select 1 from ${carStockChanges} where ${carStockChanges.carId} = ${cars.id} and ${carStockChanges.inStock} and ${carStockChanges.changedAt} > ${since}::timestamptz and ${carStockChanges.changedAt} <= ${until}::timestamptz)))`,
    );
  }
  return and(...conditions);
}

/**
 * `<%` matches when pg_trgm's word similarity exceeds a threshold, 0.6 by default. That misses a dropped
 * letter in a short word ("toyta" shares 3 of its 6 trigrams with "toyota": 0.5), so fuzzy searches run in
 * a transaction that lowers it locally, leaving every other query and connection untouched.
 */
const WORD_SIMILARITY_THRESHOLD = 0.5;

/**
 * Runs a search's queries in one transaction with its settings made local to it: the statement timeout
 * (`timeoutMs`: the database cancels a query past it, error 57014) and, for a fuzzy search, the similarity
 * threshold. Without either it runs on the pool as it is.
 */
export async function withCarSearch<T>(
  db: Db,
  filter: CarFilter,
  timeoutMs: number | undefined,
  run: (db: Db) => Promise<T>,
): Promise<T> {
  const fuzzy = filter.fuzzy && filter.words?.length;
  if (!fuzzy && timeoutMs === undefined) return run(db);
  return db.transaction(async (tx) => {
    if (timeoutMs !== undefined)
      await tx.execute(sql`select set_config('statement_timeout', ${String(timeoutMs)}, true)`);
    if (fuzzy)
      await tx.execute(
        sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true)`,
      );
    return run(tx);
  });
}

/** Query builders, awaited by the service and EXPLAINed as they are by the benchmark (bench/catalogue.ts). */
export function selectCars(
  db: Db,
  filter: CarFilter,
  sort: CarSort,
  window?: { limit: number; offset: number },
) {
  const query = db
    .select(carColumns)
    .from(cars)
    .where(whereOf(filter))
    .orderBy(...ORDER_BY[sort])
    .$dynamic();
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

/** The four dimensions the catalogue counts by (its facets), as columns. */
const facetColumns = {
  category: cars.category,
  fuelType: cars.fuelType,
  transmission: cars.transmission,
  condition: cars.condition,
} satisfies Record<FacetName, unknown>;

/**
 * The facets' raw counts: how many cars match every filter but the four dimensions', per combination of the four
 * (a few hundred rows at most: 6 categories x 6 fuels x 2 x 2). One hash aggregate over the matching cars; the
 * service sums the combinations each facet's count allows (carFacets). Grouping sets with a filtered count per
 * dimension did the same in one statement but evaluated sixteen filtered aggregates per row: 70 ms against 42 ms
 * for the whole catalogue at 100,000 cars (EXPLAIN ANALYZE, three runs each, same database).
 */
export function selectCarFacetCombinations(db: Db, filter: CarFilter) {
  return db
    .select({ ...facetColumns, total: sql<number>`count(*)::int` })
    .from(cars)
    .where(
      whereOf({
        ...filter,
        category: undefined,
        fuelType: undefined,
        transmission: undefined,
        condition: undefined,
      }),
    )
    .groupBy(cars.category, cars.fuelType, cars.transmission, cars.condition);
}

/** What the catalogue's counts filter by, for every car (car-counts.ts keeps a copy of it). */
export type CarFilterFacts = Record<FacetName, string> & {
  year: number;
  mileage: number;
  price: number;
  drivetrain: Drivetrain | null;
  seats: number | null;
};

export function selectCarFilterFacts(db: Db): Promise<CarFilterFacts[]> {
  return db
    .select({
      ...facetColumns,
      year: cars.year,
      mileage: cars.mileage,
      drivetrain: cars.drivetrain,
      seats: cars.seats,
      // A double holds every price of at most two decimals under 10^13 as the comparison needs it.
      price: sql<number>`${cars.price}::float8`,
    })
    .from(cars);
}

export function selectCarCount(db: Db, filter: CarFilter) {
  return db.select({ total: sql<number>`count(*)::int` }).from(cars).where(whereOf(filter));
}

/** Cars in id order from after `afterId`: one keyset page of a walk over every car (sitemap, feeds). */
export function selectCarsAfter(db: Db, afterId: string | undefined, limit: number) {
  return db
    .select()
    .from(cars)
    .where(afterId === undefined ? undefined : gt(cars.id, afterId))
    .orderBy(asc(cars.id))
    .limit(limit);
}

/**
 * In-stock cars of the car's category, other than the car, from its price upwards (`above`, the price itself
 * included) or downwards: one side of "the nearest prices", read off cars_category_price_idx (a few rows
 * whatever the catalogue's size, never a sort of the category).
 */
export function selectCarsPricedNear(
  db: Db,
  car: { id: string; category: Category; price: number },
  side: 'above' | 'below',
  limit: number,
) {
  const above = side === 'above';
  return db
    .select(carColumns)
    .from(cars)
    .where(
      and(
        eq(cars.category, car.category),
        above ? gte(cars.price, car.price) : lt(cars.price, car.price),
        gt(cars.quantity, 0),
        ne(cars.id, car.id),
      ),
    )
    .orderBy(...(above ? [asc(cars.price), asc(cars.id)] : [desc(cars.price), desc(cars.id)]))
    .limit(limit);
}

/** `id` must already be a well-formed UUID (see lib/ids.ts). */
export function selectCarById(db: Db, id: string) {
  return db.select(carColumns).from(cars).where(eq(cars.id, id)).limit(1);
}

/** The car's row, locked until the transaction ends (a staff write reads what it changes; ADR 055). */
export async function lockCarRow(db: Db, id: string): Promise<CarRow | undefined> {
  const [row] = await db.select(carColumns).from(cars).where(eq(cars.id, id)).for('update');
  return row;
}

/** The cars of `ids` that exist, in no particular order; every id must already be a well-formed UUID. */
export function selectCarsByIds(db: Db, ids: string[]) {
  return db.select(carColumns).from(cars).where(inArray(cars.id, ids));
}

export async function countCarRows(db: Db, filter: CarFilter): Promise<number> {
  const [row] = await selectCarCount(db, filter);
  return row?.total ?? 0;
}

/** Every car (row), those in stock, and the units in stock: the admin overview's figures, in one scan. */
export async function selectStockCounts(db: Db): Promise<{ cars: number; inStock: number; units: number }> {
  const [row] = await db
    .select({
      cars: sql<number>`count(*)::int`,
      inStock: sql<number>`(count(*) filter (where ${cars.quantity} > 0))::int`,
      units: sql<number>`coalesce(sum(${cars.quantity}), 0)::int`,
    })
    .from(cars);
  return row ?? { cars: 0, inStock: 0, units: 0 };
}

/** Inserts cars; a row given only `image` gets it as its one picture, so `image` is always `images[0]`. */
export async function insertCarRows(db: Db, rows: NewCarRow[]): Promise<CarRow[]> {
  if (rows.length === 0) return [];
  const values = rows.map((row) => {
    const images = row.images ?? (row.image ? [row.image] : []);
    return { ...row, images, image: images[0] ?? null };
  });
  return db.insert(cars).values(values).returning(carColumns);
}

/**
 * The fields an admin may change (PUT /cars/{id}); `updatedAt` is set here. `images` replaces the pictures
 * (and `image` follows); `mainImage` alone, a spec client's `image`, makes that picture the first and keeps
 * the others, or with null removes them all: one statement, so two edits at once cannot lose a picture.
 */
export type CarPatch = Partial<Pick<CarRow, CarFormColumn | 'images' | CarSpecificationColumn>>;

/**
 * Names who changes prices in this transaction: the price trigger (migration 0026) writes it into each
 * car_price_changes row. Local to the transaction, so a pooled connection carries nothing to the next one.
 */
export async function withPriceChanger(tx: Db, actorId: string | null | undefined): Promise<void> {
  if (actorId) await tx.execute(sql`select set_config('carshop.actor_id', ${actorId}, true)`);
}

export async function updateCarRow(
  db: Db,
  id: string,
  { mainImage, ...patch }: CarPatch & { mainImage?: string | null },
): Promise<CarRow | undefined> {
  const pictures =
    patch.images !== undefined
      ? { images: patch.images, image: patch.images[0] ?? null }
      : mainImage === null
        ? { images: [], image: null }
        : mainImage !== undefined
          ? {
              images: sql`(array_prepend(${mainImage}::text, array_remove(${cars.images}[2:], ${mainImage}::text)))[1:${sql.raw(String(MAX_CAR_IMAGES))}]`,
              image: mainImage,
            }
          : {};
  const [row] = await db
    .update(cars)
    .set({ ...patch, ...pictures, updatedAt: new Date() })
    .where(eq(cars.id, id))
    .returning(carColumns);
  return row;
}

/** The cars that have one of these VINs or stock numbers (what a CSV import matches its rows to). */
export async function selectCarsByVinOrStockNumber(
  db: Db,
  vins: string[],
  stockNumbers: string[],
): Promise<CarRow[]> {
  const rows: CarRow[] = [];
  for (const [column, values] of [
    [cars.vin, vins],
    [cars.stockNumber, stockNumbers],
  ] as const) {
    for (let start = 0; start < values.length; start += MATCHED_PER_QUERY)
      rows.push(
        ...(await db
          .select(carColumns)
          .from(cars)
          .where(inArray(column, values.slice(start, start + MATCHED_PER_QUERY)))),
      );
  }
  return rows;
}
const MATCHED_PER_QUERY = 1000;

/** A car's every field a CSV import sets, by its id. */
export type CarImportRow = Pick<CarRow, 'id' | CarFormColumn | 'images' | CarSpecificationColumn>;

/**
 * Sets every imported field of these cars in one statement (a CSV import's updates, in its transaction): the rows
 * travel as one JSON parameter, so a thousand cars cost one round trip.
 */
export async function updateCarRows(db: Db, rows: CarImportRow[]): Promise<CarRow[]> {
  if (rows.length === 0) return [];
  const values = JSON.stringify(rows);
  return db
    .update(cars)
    .set({
      brand: sql`v.brand`,
      model: sql`v.model`,
      year: sql`v.year`,
      price: sql`v.price`,
      category: sql`v.category`,
      description: sql`v.description`,
      quantity: sql`v.quantity`,
      images: sql`v.images`,
      image: sql`v.images[1]`,
      mileage: sql`v.mileage`,
      fuelType: sql`v."fuelType"`,
      transmission: sql`v.transmission`,
      condition: sql`v.condition`,
      color: sql`v.color`,
      vin: sql`v.vin`,
      stockNumber: sql`v."stockNumber"`,
      drivetrain: sql`v.drivetrain`,
      seats: sql`v.seats`,
      doors: sql`v.doors`,
      equipment: sql`v.equipment`,
      updatedAt: new Date(),
    })
    .from(
      sql`jsonb_to_recordset(${values}::jsonb) as v(id uuid, brand text, model text, year int, price numeric,
        category text, description text, quantity int, images text[], mileage int, "fuelType" text,
        transmission text, condition text, color text, vin text, "stockNumber" text, drivetrain text, seats int,
        doors int, equipment text[])`,
    )
    .where(sql`${cars.id} = v.id`)
    .returning(carColumns);
}

export async function deleteCarRow(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(cars).where(eq(cars.id, id)).returning({ id: cars.id });
  return rows.length > 0;
}

// ---- Stock. Every function below runs inside the caller's transaction. ----

export type StockLine = { carId: string; quantity: number };

/**
 * Locks the cars' rows until the transaction ends, in ascending id order: two checkouts that share cars take
 * their locks in the same order, so they queue instead of deadlocking. (The lock is taken above the sort in
 * the plan, so rows are locked in the order they are returned.)
 */
export function lockCarRows(db: Db, ids: string[]) {
  return db
    .select({
      id: cars.id,
      brand: cars.brand,
      model: cars.model,
      year: cars.year,
      category: cars.category,
      image: cars.image,
      price: cars.price,
      vin: cars.vin,
      quantity: cars.quantity,
    })
    .from(cars)
    .where(inArray(cars.id, ids))
    .orderBy(asc(cars.id))
    .for('update');
}

const perLine = (lines: StockLine[]) =>
  sql`case ${sql.join(
    lines.map((line) => sql`when ${cars.id} = ${line.carId} then ${line.quantity}::int`),
    sql` `,
  )} end`;

/**
 * Takes the lines' quantities off the stock in one statement. The condition `quantity >= n` makes it
 * impossible to sell what is not there even if a caller forgot to lock and check first (the CHECK
 * constraint `quantity >= 0` is the last line of defence). Answers the cars it changed, as they are now.
 */
export function updateStockTaken(db: Db, lines: StockLine[]): Promise<CarRow[]> {
  const amount = perLine(lines);
  return db
    .update(cars)
    .set({ quantity: sql`${cars.quantity} - ${amount}` })
    .where(
      and(
        inArray(
          cars.id,
          lines.map((line) => line.carId),
        ),
        sql`${cars.quantity} >= ${amount}`,
      ),
    )
    .returning(carColumns);
}

/** Puts the lines' quantities back; cars deleted since are simply not there to update. Answers the cars as they are now. */
export function updateStockReturned(db: Db, lines: StockLine[]): Promise<CarRow[]> {
  return db
    .update(cars)
    .set({ quantity: sql`${cars.quantity} + ${perLine(lines)}` })
    .where(
      inArray(
        cars.id,
        lines.map((line) => line.carId),
      ),
    )
    .returning(carColumns);
}

/** Every picture URL a car shows, main or not (each once). */
export async function selectCarImages(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ image: sql<string>`unnest(${cars.images})` }).from(cars);
  return rows.map((row) => row.image);
}

/** A car-change table's rows (price, stock) of `carIds` after `since` up to `until`, oldest first: the digest's window. */
function changesBetween(
  table: typeof carPriceChanges | typeof carStockChanges,
  carIds: string[],
  since: Date,
  until: Date,
) {
  return {
    where: and(inArray(table.carId, carIds), gt(table.changedAt, since), lte(table.changedAt, until)),
    order: [asc(table.changedAt), asc(table.id)] as const,
  };
}

/** The price changes of `carIds` after `since` up to `until`, oldest first (the alerts' digest, ADR 071). */
export function selectPriceChangesBetween(db: Db, carIds: string[], since: Date, until: Date) {
  const { where, order } = changesBetween(carPriceChanges, carIds, since, until);
  const { carId, oldPrice, newPrice, changedAt } = carPriceChanges;
  return db
    .select({ carId, oldPrice, newPrice, changedAt })
    .from(carPriceChanges)
    .where(where)
    .orderBy(...order);
}

/** The times `carIds` sold out or came back in stock after `since` up to `until`, oldest first (ADR 071). */
export function selectStockChangesBetween(db: Db, carIds: string[], since: Date, until: Date) {
  const { where, order } = changesBetween(carStockChanges, carIds, since, until);
  const { carId, inStock, changedAt } = carStockChanges;
  return db
    .select({ carId, inStock, changedAt })
    .from(carStockChanges)
    .where(where)
    .orderBy(...order);
}
