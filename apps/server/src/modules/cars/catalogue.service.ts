import { CATALOGUE_PAGE_SIZE, type Car, type CarListMeta, type CarListQuery } from '@carshop/contract/car';
import type { Db } from '../../db/client.ts';
import type { CatalogueChanged } from '../../lib/catalogue-changed.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { loadPage, loadWholeList } from '../../lib/paging.ts';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache.ts';
import { toCar } from './mapper.ts';
import { CAR_NOT_FOUND } from './messages.ts';
import {
  type CarFilter,
  countCarRows,
  insertCarRows,
  type NewCarRow,
  selectCarById,
  selectCarImages,
  selectCars,
  withCarSearch,
} from './repository.ts';

export type { NewCarRow } from './repository.ts';

export type CarList = { cars: Car[]; meta: CarListMeta };

/**
 * The catalogue's list answers, remembered for a couple of seconds per app server (ADR 007): the shop
 * window is read far more often than it changes, and each page costs two queries. ONE per app
 * (`app.carListCache`, made by app.ts), dropped on every "catalogue changed" event (a car write, an order
 * moving stock, from whichever module). Single cars and checkout always read the database.
 */
export type CarListCache = Pick<TtlCache<CarList>, 'get' | 'size'>;

export function createCarListCache(
  ttlMs: number,
  changes: Pick<CatalogueChanged, 'subscribe'>,
): CarListCache {
  const cache = createTtlCache<CarList>({ ttlMs, maxEntries: 500 });
  changes.subscribe(() => cache.invalidate());
  return cache;
}

/** More words add nothing to a brand/model/category search, only work for the database. */
const MAX_SEARCH_WORDS = 6;

/**
 * The catalogue's reads: search, filters, sort and (optionally) paging. Paged answers are remembered by the
 * catalogue cache; an unpaged list (the whole catalogue) is never cached, so the cache cannot fill
 * memory with copies of it.
 */
export async function listCars(db: Db, cache: CarListCache, query: CarListQuery): Promise<CarList> {
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

// ---- For other modules (the seed, tests): the cars table is read and written only through these. ----

/** Inserts already-valid cars as they are (demo data, fixtures); answers them in the wire shape. */
export async function addCars(db: Db, rows: NewCarRow[]): Promise<Car[]> {
  return (await insertCarRows(db, rows)).map(toCar);
}

export const countCars = (db: Db) => countCarRows(db, {});

/** The pictures the cars show, for the clean-up of unused pictures (ADR 018). */
export const carPictureUrls = (db: Db) => selectCarImages(db);
