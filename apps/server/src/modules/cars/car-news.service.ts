import type { Car, CarListQuery } from '@carshop/contract/car';
import type { Db } from '../../db/client.ts';
import { type Catalogue, filterOf, priceDropSince } from './catalogue.service.ts';
import { toCar } from './mapper.ts';
import {
  countCarRows,
  selectCars,
  selectPriceChangesBetween,
  selectStockChangesBetween,
  withCarSearch,
} from './repository.ts';

/**
 * What changed about cars in a period, for the buyers' alerts (issue 32, ADR 071): the new cars a catalogue query
 * matches (read with the catalogue's own filter, never a second one), and the price and stock changes of given cars.
 */

export type Period = { since: Date; until: Date };

/**
 * The cars the catalogue's `query` matches that are new in `period` (added, or back in stock, and in stock now),
 * newest first, at most `limit` of them, and how many there are in all. Exact words only (no typo forgiveness: an
 * alert must not mail a near miss), within the search's time limit.
 */
export async function newCarsMatching(
  db: Db,
  catalogue: Catalogue,
  query: CarListQuery,
  period: Period,
  limit: number,
): Promise<{ cars: Car[]; total: number }> {
  const filter = { ...filterOf(query, catalogue.priceDropDays), newBetween: period };
  const timeoutMs = filter.words?.length ? catalogue.searches.timeoutMs : undefined;
  const since = priceDropSince(catalogue.priceDropDays);
  return withCarSearch(db, filter, timeoutMs, async (scope) => {
    const rows = await selectCars(scope, filter, 'createdAt', { limit, offset: 0 });
    const total = rows.length < limit ? rows.length : await countCarRows(scope, filter);
    return { cars: rows.map((row) => toCar(row, since)), total };
  });
}

export type PriceChange = { carId: string; oldPrice: number; newPrice: number; changedAt: Date };
export type StockChange = { carId: string; inStock: boolean; changedAt: Date };

/** The price changes of these cars in the period, oldest first. */
export const priceChangesBetween = (db: Db, carIds: string[], period: Period): Promise<PriceChange[]> =>
  carIds.length === 0
    ? Promise.resolve([])
    : selectPriceChangesBetween(db, carIds, period.since, period.until);

/** When these cars sold out or came back in stock in the period, oldest first. */
export const stockChangesBetween = (db: Db, carIds: string[], period: Period): Promise<StockChange[]> =>
  carIds.length === 0
    ? Promise.resolve([])
    : selectStockChangesBetween(db, carIds, period.since, period.until);
