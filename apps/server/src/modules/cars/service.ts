import type { PageMeta } from '@carshop/contract/api';
import type { Car, CarListQuery } from '@carshop/contract/car';
import type { Db } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { cachedList } from './list-cache.ts';
import { toCar } from './mapper.ts';
import { type CarFilter, countCars, findCarById, findCars, withCarSearch } from './repository.ts';

const DEFAULT_PAGE_SIZE = 6;
/** More words add nothing to a brand/model/category search, only work for the database. */
const MAX_SEARCH_WORDS = 6;

export const CAR_NOT_FOUND = 'Car not found';

type CarList = { cars: Car[]; meta: PageMeta };

export async function listCars(
  db: Db,
  query: CarListQuery,
  options: { cacheMs?: number } = {},
): Promise<CarList> {
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
  const key = JSON.stringify([filter, query.sort, query.page, query.limit]);
  return cachedList(db, key, options.cacheMs ?? 0, async () => {
    const exact = await findPage(db, filter, query);
    // Exact substrings first; only when nothing contains the words are typos forgiven. Otherwise a search
    // for "camry" would also list the Camaro (a near miss), and every search would pay for the fuzzy match.
    if (exact.meta.total > 0 || !filter.words?.length) return exact;
    return findPage(db, { ...filter, fuzzy: true }, query);
  });
}

async function findPage(db: Db, filter: CarFilter, query: CarListQuery): Promise<CarList> {
  const sort = query.sort ?? 'createdAt';
  // The specification's client asks without paging and pages by itself: then every match is returned.
  if (query.page === undefined && query.limit === undefined) {
    const rows = await withCarSearch(db, filter, (scope) => findCars(scope, filter, sort));
    return { cars: rows.map(toCar), meta: { page: 1, limit: rows.length, total: rows.length, totalPage: 1 } };
  }
  const page = query.page ?? 1;
  const limit = query.limit ?? DEFAULT_PAGE_SIZE;
  const [rows, total] = await withCarSearch(db, filter, (scope) =>
    Promise.all([
      findCars(scope, filter, sort, { limit, offset: (page - 1) * limit }),
      countCars(scope, filter),
    ]),
  );
  // An empty result is still "page 1 of 1", so a pager never shows "page 1 of 0".
  return {
    cars: rows.map(toCar),
    meta: { page, limit, total, totalPage: Math.max(1, Math.ceil(total / limit)) },
  };
}

export async function getCar(db: Db, id: string): Promise<Car> {
  const row = isUuid(id) ? await findCarById(db, id) : undefined;
  if (!row) throw notFound(CAR_NOT_FOUND);
  return toCar(row);
}

function searchWords(term: string | undefined): string[] {
  if (!term) return [];
  return term.toLowerCase().split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}
