import {
  CATALOGUE_PAGE_SIZE,
  type Car,
  type CarFacets,
  type CarFacetsQuery,
  type CarListMeta,
  type CarListQuery,
} from '@carshop/contract/car';
import {
  catalogueFilters,
  catalogueRangeProblem,
  FACET_NAMES,
  type FacetName,
  facetValues,
} from '@carshop/contract/catalogue-query';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { loadPage, loadWholeList } from '../../lib/paging.ts';
import { searchWordsOf } from '../../lib/search-words.ts';
import { createWorkQueue, type WorkLimits, type WorkQueue } from '../../lib/work-queue.ts';
import type { CarChanges } from './car-changes.service.ts';
import { type CarCounts, createCarCounts } from './car-counts.ts';
import { toCar } from './mapper.ts';
import { CAR_NOT_FOUND } from './messages.ts';
import {
  type CarFilter,
  type CarRow,
  countCarRows,
  hasOwnTrigram,
  insertCarRows,
  type NewCarRow,
  selectCarById,
  selectCarFacetCombinations,
  selectCarFilterFacts,
  selectCarImages,
  selectCars,
  selectCarsAfter,
  selectCarsByIds,
  selectCarsPricedNear,
  selectStockCounts,
  withCarSearch,
} from './repository.ts';

export { CAR_NOT_FOUND } from './messages.ts';
export type { NewCarRow } from './repository.ts';

export type CarList = { cars: Car[]; meta: CarListMeta };

/**
 * What bounds searches with a term (ADR 025): they run `queue.concurrency` at a time with a bounded waiting list
 * (then 503), and the database cancels one after `timeoutMs` (503 too). A search the index cannot serve (a
 * short or unmatched word) must not hold a pooled connection for seconds, nor many of them at once.
 */
type SearchBounds = { queue: WorkQueue; timeoutMs: number };

/**
 * What the catalogue's reads work with besides the database: the search bounds and the counts' copy. Their
 * answers are kept by the one answer cache in front of them (catalogue-reads.service.ts), not here.
 */
export type Catalogue = {
  searches: SearchBounds;
  /** Totals and facets without search words, counted from this server's copy of the cars' filter columns. */
  counts: CarCounts;
  /** PRICE_DROP_DAYS (issue 32): how long a price drop shows and counts as one. */
  priceDropDays: number;
};

/** The start of the price-drop window now: a drop at or after it is news. */
export const priceDropSince = (days: number, now = Date.now()): Date => new Date(now - days * DAY_MS);
const DAY_MS = 24 * 60 * 60 * 1000;

export function createCatalogue(
  {
    countsMs,
    search,
    priceDropDays,
  }: { countsMs: number; search: WorkLimits & { timeoutMs: number }; priceDropDays: number },
  changes: Pick<CarChanges, 'subscribe'>,
  db: Db,
  report: (error: unknown) => void,
): Catalogue {
  const counts = createCarCounts(
    { maxAgeMs: countsMs, load: () => selectCarFilterFacts(db), report },
    changes,
  );
  return { searches: { queue: createWorkQueue(search), timeoutMs: search.timeoutMs }, counts, priceDropDays };
}

/**
 * How the cars a filter matches are counted: from the counts' copy when the filter has no words and the copy is
 * current (read once, before the queries), else in the database, in the queries' own scope.
 */
function counterOf(
  catalogue: Catalogue,
  filter: CarFilter,
): (scope: Db, counted: CarFilter) => Promise<number> {
  // The copy has no price history: a price-drop filter is counted in the database (served by its index).
  const facts =
    filter.words?.length || filter.matchesNothing || filter.priceDropSince
      ? undefined
      : catalogue.counts.read();
  return facts ? async (_, counted) => facts.count(counted) : countCarRows;
}

/** The filters of a list or facets query, checked (a minimum above its maximum is a 400). */
export function filterOf(query: CarFacetsQuery, priceDropDays: number): CarFilter {
  const problem = catalogueRangeProblem(query);
  if (problem) throw badRequest(problem);
  const { searchTerm, priceDrop, ...chosen } = catalogueFilters(query);
  const filters = priceDrop ? { ...chosen, priceDropSince: priceDropSince(priceDropDays) } : chosen;
  const words = searchWords(searchTerm);
  // A term of punctuation alone (`%%%%`, `---`, `☃☃☃`) names no car (ADR 049): an empty answer, read from nothing.
  if (searchTerm?.trim() && words.length === 0) return { matchesNothing: true, ...filters };
  return { words, ...filters };
}

/** More words add nothing to a brand/model/category search, only work for the database. */
const MAX_SEARCH_WORDS = 6;

const SEARCH_TIMED_OUT = 'The search took too long. Try more specific words.';

/** The catalogue's reads: search, filters, sort and (optionally) paging. */
export async function listCars(db: Db, catalogue: Catalogue, query: CarListQuery): Promise<CarList> {
  const filter = filterOf(query, catalogue.priceDropDays);
  const since = priceDropSince(catalogue.priceDropDays);
  // With words: under the statement timeout. Filters alone are served by plain indexes.
  const timeoutMs = filter.words?.length ? catalogue.searches.timeoutMs : undefined;
  const count = counterOf(catalogue, filter);
  const search = async () => {
    const exact = await findList(db, count, filter, query, { timeoutMs, since });
    // Exact substrings first; only when nothing contains the words are typos forgiven. Otherwise a search
    // for "camry" would also list the Camaro (a near miss), and every search would pay for the fuzzy match.
    // Words under three letters are never fuzzy (repository.ts): a search of only those ends here.
    const fuzzy = filter.words?.some(hasOwnTrigram);
    if (exact.meta.total > 0 || !fuzzy) return exact;
    return findList(db, count, { ...filter, fuzzy: true }, query, { timeoutMs, since });
  };
  return filter.words?.length ? catalogue.searches.queue.run(() => cancelledIs503(search)) : search();
}

/** How many cars a catalogue query lists now (a saved search's count, issue 32): the list's own count. */
export async function countCarsMatching(db: Db, catalogue: Catalogue, query: CarListQuery): Promise<number> {
  return (await listCars(db, catalogue, { ...query, page: 1, limit: 1 })).meta.total;
}

/** A search the database cancelled at its statement timeout (set in `withCarSearch`) is a 503. */
async function cancelledIs503<T>(search: () => Promise<T>): Promise<T> {
  try {
    return await search();
  } catch (error) {
    if (isQueryCancelled(error)) throw new HttpError(503, SEARCH_TIMED_OUT, { 'Retry-After': '1' });
    throw error;
  }
}

/** PostgreSQL's `query_canceled` (57014), as the driver or Drizzle (in `cause`) reports it. */
function isQueryCancelled(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '57014') return true;
  }
  return false;
}

const isPaged = (query: CarListQuery) => query.page !== undefined || query.limit !== undefined;

async function findList(
  db: Db,
  countMatching: ReturnType<typeof counterOf>,
  filter: CarFilter,
  query: CarListQuery,
  { timeoutMs, since }: { timeoutMs: number | undefined; since: Date },
): Promise<CarList> {
  const toListed = (row: CarRow) => toCar(row, since);
  const sort = query.sort ?? 'createdAt';
  return withCarSearch(db, filter, timeoutMs, async (scope) => {
    const select = (window: { offset: number; limit: number }) => selectCars(scope, filter, sort, window);
    const count = () => countMatching(scope, filter);
    // The specification's client asks without paging and pages by itself: then every match is returned, up
    // to a ceiling (MAX_UNPAGED_ITEMS) that meta reports.
    const { items, meta } = isPaged(query)
      ? await loadPage({ page: query.page ?? 1, limit: query.limit ?? CATALOGUE_PAGE_SIZE }, select, count)
      : await loadWholeList(select, count);
    // No car silently vanishes: with a maximum price, say how many otherwise matching cars cost more.
    if (filter.maxPrice === undefined) return { cars: items.map(toListed), meta };
    const aboveMaxPrice = await countMatching(scope, {
      ...filter,
      maxPrice: undefined,
      abovePrice: filter.maxPrice,
    });
    return { cars: items.map(toListed), meta: { ...meta, aboveMaxPrice } };
  });
}

/**
 * Every car the catalogue's query matches, in its sort (GET /cars/export): exact words only, no paging, within the
 * search's time limit.
 */
export async function exportCars(
  db: Db,
  query: Omit<CarListQuery, 'page' | 'limit'>,
  priceDropDays: number,
): Promise<Car[]> {
  const filter = filterOf(query, priceDropDays);
  const rows = await withCarSearch(db, filter, undefined, (scope) =>
    selectCars(scope, filter, query.sort ?? 'createdAt'),
  );
  return rows.map((row) => toCar(row));
}

/**
 * Each facet's counts from the counts per combination of the four dimensions: a value of one dimension counts the
 * combinations that have it and agree with every OTHER dimension's chosen value (a chosen value never zeroes the
 * rest of its own dimension). Every value is present, 0 when no car has it.
 */
function facetsOf(combinations: ({ total: number } & Record<FacetName, string>)[], filter: CarFilter) {
  const facets = Object.fromEntries(
    FACET_NAMES.map((facet) => [facet, Object.fromEntries(facetValues(facet).map((value) => [value, 0]))]),
  ) as Record<FacetName, Record<string, number>>;
  for (const combination of combinations) {
    for (const facet of FACET_NAMES) {
      const allowed = FACET_NAMES.every(
        (other) => other === facet || filter[other] === undefined || filter[other] === combination[other],
      );
      if (allowed)
        facets[facet][combination[facet]] = (facets[facet][combination[facet]] ?? 0) + combination.total;
    }
  }
  return facets as CarFacets;
}

/**
 * GET /cars/facets: for each dimension, how many cars each value would list with every OTHER filter as given (so
 * "Diesel (12)" is what choosing Diesel shows, even while Petrol is chosen). Searches with words run like the
 * list's (exact words first, typos forgiven only when nothing matches).
 * Without words they are counted from the catalogue's copy of the filter columns when it is current (car-counts.ts).
 * A count in the database reads all the cars its filters match (a whole catalogue for none): so each runs in the
 * searches' queue and under their statement timeout, and a flood of distinct filters gets 503s, never a database
 * too busy for the rest of the shop.
 */
export async function carFacets(db: Db, catalogue: Catalogue, query: CarFacetsQuery): Promise<CarFacets> {
  const filter = filterOf(query, catalogue.priceDropDays);
  const { timeoutMs } = catalogue.searches;
  const countAll = (scoped: CarFilter) =>
    withCarSearch(db, scoped, timeoutMs, async (scope) =>
      facetsOf(await selectCarFacetCombinations(scope, scoped), scoped),
    );
  const search = async () => {
    const exact = await countAll(filter);
    const fuzzy = filter.words?.some(hasOwnTrigram);
    const none = Object.values(exact.category).every((count) => count === 0);
    return none && fuzzy ? countAll({ ...filter, fuzzy: true }) : exact;
  };
  const facts =
    filter.words?.length || filter.matchesNothing || filter.priceDropSince
      ? undefined
      : catalogue.counts.read();
  if (facts) return facetsOf(facts.combinations(filter), filter);
  return catalogue.searches.queue.run(() => cancelledIs503(search));
}

/** A car; with `since` (the price-drop window's start), its recent price drop too. */
export async function getCar(db: Db, id: string, since?: Date): Promise<Car> {
  const [row] = isUuid(id) ? await selectCarById(db, id) : [];
  if (!row) throw notFound(CAR_NOT_FOUND);
  return toCar(row, since);
}

/**
 * The cars of `ids` as they are now, in the order of `ids`; ids of cars that do not exist (or are malformed) are
 * left out. For lists other modules keep of car ids (saved cars).
 */
export async function getCarsInOrder(db: Db, ids: string[], since?: Date): Promise<Car[]> {
  const wanted = ids.filter(isUuid).map((id) => id.toLowerCase());
  if (wanted.length === 0) return [];
  const byId = new Map((await selectCarsByIds(db, wanted)).map((row) => [row.id, row]));
  return wanted.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCar(row, since)] : [];
  });
}

/** How many cars "Similar cars" shows on a car's page. */
export const SIMILAR_CARS = 4;

/**
 * GET /cars/{id}/similar: up to SIMILAR_CARS in-stock cars of the same category at the nearest prices (a tie
 * goes to the cheaper), nearest first. Two index walks of SIMILAR_CARS rows each, one up and one down.
 */
export async function similarCars(db: Db, id: string, since?: Date): Promise<Car[]> {
  const [car] = isUuid(id) ? await selectCarById(db, id) : [];
  if (!car) throw notFound(CAR_NOT_FOUND);
  const above = await selectCarsPricedNear(db, car, 'above', SIMILAR_CARS);
  const below = await selectCarsPricedNear(db, car, 'below', SIMILAR_CARS);
  const distance = (row: CarRow) => Math.abs(row.price - car.price);
  return [...above, ...below]
    .sort((a, b) => distance(a) - distance(b) || a.price - b.price || a.id.localeCompare(b.id))
    .slice(0, SIMILAR_CARS)
    .map((row) => toCar(row, since));
}

/**
 * The distinct words of a search term (six times "modl" is one word), at most MAX_SEARCH_WORDS, trimmed of
 * punctuation at their ends (lib/search-words.ts). A term without any letter or digit (`%%%%`, `---`) has none:
 * no car matches it (filterOf).
 */
export const searchWords = (term: string | undefined): string[] => searchWordsOf(term, MAX_SEARCH_WORDS);

// ---- For other modules (the seed, tests): the cars table is read and written only through these. ----

/** Inserts already-valid cars as they are (demo data, fixtures); answers them in the wire shape. */
export async function addCars(db: Db, rows: NewCarRow[]): Promise<Car[]> {
  return (await insertCarRows(db, rows)).map((row) => toCar(row));
}

export const countCars = (db: Db) => countCarRows(db, {});

/** Every car (the specification's "Total Car": one per row), those in stock, and the units in stock. */
export const countStock = (db: Db) => selectStockCounts(db);

/**
 * Every car, a batch at a time (keyset pages over the primary key, so each batch costs the same and memory holds
 * one batch): what the sitemap lists and the vehicle feeds offer.
 */
export async function* everyCar(
  db: Db,
  { batch = 2000, since }: { batch?: number; since?: Date } = {},
): AsyncGenerator<Car[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await selectCarsAfter(db, after, batch);
    if (rows.length > 0) yield rows.map((row) => toCar(row, since));
    if (rows.length < batch) return;
    after = rows.at(-1)?.id;
  }
}

/** The pictures the cars show, for the clean-up of unused pictures (ADR 018). */
export const carPictureUrls = (db: Db) => selectCarImages(db);
