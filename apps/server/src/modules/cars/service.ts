import {
  CATALOGUE_PAGE_SIZE,
  type Car,
  type CarCreate,
  type CarListMeta,
  type CarListQuery,
  type CarUpdate,
  IMAGE_NOT_OURS,
} from '@carshop/contract/car';
import { ORDER_MESSAGES } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { loadPage, loadWholeList } from '../../lib/paging.ts';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.ts';
import { isShopPicture, type PictureStore } from '../uploads/service.ts';
import { toCar } from './mapper.ts';
import {
  type CarFilter,
  type CarPatch,
  countCarRows,
  deleteCarRow,
  insertCarRows,
  type NewCarRow,
  returnStockRows,
  type StockLine,
  selectCarById,
  selectCarImages,
  selectCars,
  selectCarsForUpdate,
  takeStockRows,
  updateCarRow,
  withCarSearch,
} from './repository.ts';

export type { NewCarRow, StockLine } from './repository.ts';

export type CarList = { cars: Car[]; meta: CarListMeta };

/**
 * The catalogue's list answers, remembered for a couple of seconds per app server (ADR 007): the shop
 * window is read far more often than it changes, and each page costs two queries. ONE object per app
 * (`app.catalogueCache`, made by app.ts): every write that changes what a list shows (car writes, orders
 * moving stock) calls `invalidate()` after it commits, from whichever module it happens in. Single cars
 * and checkout always read the database.
 */
export type CatalogueCache = TtlCache<CarList>;

export const createCatalogueCache = (ttlMs: number): CatalogueCache =>
  createTtlCache<CarList>({ ttlMs, maxEntries: 500 });

/** More words add nothing to a brand/model/category search, only work for the database. */
const MAX_SEARCH_WORDS = 6;

const CAR_NOT_FOUND = 'Car not found';

/**
 * The catalogue: search, filters, sort and (optionally) paging. Paged answers are remembered by the
 * catalogue cache; an unpaged list (the whole catalogue) is never cached, so the cache cannot fill
 * memory with copies of it.
 */
export async function listCars(db: Db, cache: CatalogueCache, query: CarListQuery): Promise<CarList> {
  const { minPrice, maxPrice } = query;
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    throw badRequest('minPrice cannot be greater than maxPrice');
  }
  const filter: CarFilter = {
    words: searchWords(query.searchTerm),
    category: query.category,
    minPrice,
    maxPrice,
  };
  const load = async () => {
    const exact = await findList(db, filter, query);
    // Exact substrings first; only when nothing contains the words are typos forgiven. Otherwise a search
    // for "camry" would also list the Camaro (a near miss), and every search would pay for the fuzzy match.
    if (exact.meta.total > 0 || !filter.words?.length) return exact;
    return findList(db, { ...filter, fuzzy: true }, query);
  };
  if (!isPaged(query)) return load();
  return cache.get(JSON.stringify([filter, query.sort, query.page, query.limit]), load);
}

const isPaged = (query: CarListQuery) => query.page !== undefined || query.limit !== undefined;

async function findList(db: Db, filter: CarFilter, query: CarListQuery): Promise<CarList> {
  const sort = query.sort ?? 'createdAt';
  return withCarSearch(db, filter, async (scope) => {
    const select = (window: { offset: number; limit: number }) => selectCars(scope, filter, sort, window);
    const count = () => countCarRows(scope, filter);
    // The specification's client asks without paging and pages by itself: then every match is returned, up
    // to a ceiling (MAX_UNPAGED_ITEMS) that meta reports.
    const { items, meta } = isPaged(query)
      ? await loadPage({ page: query.page ?? 1, limit: query.limit ?? CATALOGUE_PAGE_SIZE }, select, count)
      : await loadWholeList(select, count);
    // No car silently vanishes: with a maximum price, say how many otherwise matching cars cost more.
    if (filter.maxPrice === undefined) return { cars: items.map(toCar), meta };
    const aboveMaxPrice = await countCarRows(scope, {
      ...filter,
      maxPrice: undefined,
      abovePrice: filter.maxPrice,
    });
    return { cars: items.map(toCar), meta: { ...meta, aboveMaxPrice } };
  });
}

export async function getCar(db: Db, id: string): Promise<Car> {
  const [row] = isUuid(id) ? await selectCarById(db, id) : [];
  if (!row) throw notFound(CAR_NOT_FOUND);
  return toCar(row);
}

function searchWords(term: string | undefined): string[] {
  if (!term) return [];
  return term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

// ---- The admin's car writes (POST, PUT, DELETE /cars). ----

/** What a car write needs besides the database: the cache to invalidate and the store pictures live in. */
export type CarWriteDeps = { cache: Pick<CatalogueCache, 'invalidate'>; pictures: PictureStore };

/** Only a picture uploaded to this shop, all of whose widths exist (ADR 012). */
async function assertShopPicture(pictures: PictureStore, image: string | null | undefined) {
  if (image && !(await isShopPicture(pictures, image))) throw badRequest(IMAGE_NOT_OURS);
}

/** The Add New Car form. `inStock` follows the quantity (a generated column); id and times are the server's. */
export async function addCar(db: Db, input: CarCreate, { cache, pictures }: CarWriteDeps): Promise<Car> {
  await assertShopPicture(pictures, input.image);
  const { brand, model, year, price, category, description, quantity, image } = input;
  const [row] = await insertCarRows(db, [
    { brand, model, year, price, category, description, quantity, image: image ?? null },
  ]);
  cache.invalidate();
  return toCar(row!);
}

export async function updateCar(
  db: Db,
  id: string,
  input: CarUpdate,
  { cache, pictures }: CarWriteDeps,
): Promise<Car> {
  if (!isUuid(id)) throw notFound(CAR_NOT_FOUND);
  await assertShopPicture(pictures, input.image);
  // Only the fields of a car, whatever else the body held (the contract already dropped unknown keys).
  const { brand, model, year, price, category, description, quantity, image } = input;
  const patch: CarPatch = { brand, model, year, price, category, description, quantity, image };
  for (const key of Object.keys(patch) as (keyof CarPatch)[]) if (patch[key] === undefined) delete patch[key];
  const row = await updateCarRow(db, id, patch);
  if (!row) throw notFound(CAR_NOT_FOUND);
  cache.invalidate();
  return toCar(row);
}

/**
 * Deletes a car. Orders that bought it keep their lines: each holds a snapshot of the car, and the database
 * sets the line's car id to null (`ON DELETE SET NULL`), so a later cancel has no stock to return for it.
 * The picture stays too: those orders still show it.
 */
export async function deleteCar(db: Db, id: string, { cache }: Pick<CarWriteDeps, 'cache'>): Promise<void> {
  if (!isUuid(id) || !(await deleteCarRow(db, id))) throw notFound(CAR_NOT_FOUND);
  cache.invalidate();
}

// ---- Stock, for the orders module: always inside the caller's transaction, which holds the row locks. ----

/** A car as an order line remembers it. */
export type ReservedCar = Omit<Awaited<ReturnType<typeof selectCarsForUpdate>>[number], 'quantity'>;

/** A checkout (or an un-cancel) naming a car that does not exist (any more). */
const CAR_GONE = ORDER_MESSAGES.carGone;

const merge = (lines: StockLine[]): StockLine[] => {
  const totals = new Map<string, number>();
  for (const { carId, quantity } of lines) {
    const id = carId.toLowerCase(); // PostgreSQL answers uuids in lower case
    totals.set(id, (totals.get(id) ?? 0) + quantity);
  }
  return [...totals].map(([carId, quantity]) => ({ carId, quantity }));
};

/**
 * Takes the lines' cars out of stock, all or nothing: locks the cars (ascending id, see selectCarsForUpdate),
 * checks every line, then decrements them in one conditional UPDATE. Unknown or malformed ids: 404. A line
 * short of stock: 409 naming the car ("Only 1 left of Toyota Camry"), and the caller's transaction rolls back.
 * Answers the cars (price, brand, model... as they are now) by id.
 */
export async function reserveCars(tx: Db, lines: StockLine[]): Promise<Map<string, ReservedCar>> {
  const wanted = merge(lines);
  if (wanted.length === 0) return new Map();
  if (!wanted.every((line) => isUuid(line.carId))) throw notFound(CAR_GONE);
  const rows = await selectCarsForUpdate(
    tx,
    wanted.map((line) => line.carId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const line of wanted) {
    const car = byId.get(line.carId);
    if (!car) throw notFound(CAR_GONE);
    if (car.quantity < line.quantity) {
      const name = `${car.brand} ${car.model}`;
      throw conflict(car.quantity === 0 ? `${name} is out of stock` : `Only ${car.quantity} left of ${name}`);
    }
  }
  const taken = await takeStockRows(tx, wanted);
  // Unreachable while the rows are locked; if it ever happens, refuse rather than oversell.
  if (taken.length !== wanted.length) throw conflict('The stock changed: please try again');
  return new Map(rows.map(({ quantity: _, ...car }) => [car.id, car]));
}

/** Puts the lines back in stock (a canceled order); cars deleted since are skipped. */
export async function releaseCars(tx: Db, lines: StockLine[]): Promise<void> {
  const wanted = merge(lines).filter((line) => isUuid(line.carId));
  if (wanted.length === 0) return;
  // The same lock order as reserveCars, so a cancel and a checkout of the same cars queue, never deadlock.
  await selectCarsForUpdate(
    tx,
    wanted.map((line) => line.carId),
  );
  await returnStockRows(tx, wanted);
}

// ---- For other modules (the seed, tests): the cars table is read and written only through these. ----

/** Inserts already-valid cars as they are (demo data, fixtures); answers them in the wire shape. */
export async function addCars(db: Db, rows: NewCarRow[]): Promise<Car[]> {
  return (await insertCarRows(db, rows)).map(toCar);
}

export const countCars = (db: Db) => countCarRows(db, {});

/** The pictures the cars show, for the clean-up of unused pictures (ADR 018). */
export const carPictureUrls = (db: Db) => selectCarImages(db);
