import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_MESSAGES,
  type SavedSearch,
  savedCatalogueQuery,
} from '@carshop/contract/saved-search';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { type Catalogue, countCarsMatching } from '../cars/catalogue.service.ts';
import {
  countSavedSearchRows,
  deleteSavedSearchRow,
  insertSavedSearchRow,
  type SavedSearchRow,
  selectSavedSearchRows,
  selectSavedSearchRowsWithAlerts,
  updateSavedSearchAlertsOff,
  updateSavedSearchRow,
  withSavedSearchesOf,
} from './repository.ts';

/**
 * Saved searches (issue 32): each buyer's own, found by the token's user and never by a path's user id; someone
 * else's search id is a 404 like an unknown one. Each is answered with how many cars match it now, counted as the
 * catalogue counts (the counts' copy when it can).
 */

async function withMatching(db: Db, catalogue: Catalogue, row: SavedSearchRow): Promise<SavedSearch> {
  return {
    _id: row.id,
    name: row.name,
    query: row.query,
    matching: await countCarsMatching(db, catalogue, savedCatalogueQuery(row.query)),
    alerts: row.alerts,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listSavedSearches(
  db: Db,
  catalogue: Catalogue,
  userId: string,
): Promise<SavedSearch[]> {
  const rows = await selectSavedSearchRows(db, userId);
  // One at a time: at most MAX_SAVED_SEARCHES counts, most from the counts' copy, none holding a connection long.
  const answers: SavedSearch[] = [];
  for (const row of rows) answers.push(await withMatching(db, catalogue, row));
  return answers;
}

export async function saveSearch(
  db: Db,
  catalogue: Catalogue,
  userId: string,
  input: { name: string; query: string; alerts?: boolean | undefined },
): Promise<SavedSearch> {
  const row = await withSavedSearchesOf(db, userId, async (tx) => {
    if ((await countSavedSearchRows(tx, userId)) >= MAX_SAVED_SEARCHES)
      throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
    return insertSavedSearchRow(tx, {
      userId,
      name: input.name,
      query: input.query,
      alerts: input.alerts ?? false,
    });
  });
  return withMatching(db, catalogue, row);
}

export async function updateSavedSearch(
  db: Db,
  catalogue: Catalogue,
  userId: string,
  id: string,
  patch: { name?: string | undefined; alerts?: boolean | undefined },
): Promise<SavedSearch> {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
  const row = isUuid(id)
    ? Object.keys(changes).length > 0
      ? await updateSavedSearchRow(db, userId, id, changes)
      : (await selectSavedSearchRows(db, userId, id))[0]
    : undefined;
  if (!row) throw notFound(SAVED_SEARCH_MESSAGES.notFound);
  return withMatching(db, catalogue, row);
}

export async function removeSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteSavedSearchRow(db, userId, id)))
    throw notFound(SAVED_SEARCH_MESSAGES.notFound);
}

/** A search whose new matches the buyer wants by mail (ADR 071). */
export type SearchWithAlerts = { id: string; name: string; query: string; createdAt: Date };

/** The buyer's searches with alerts on, oldest first. */
export async function searchesWithAlerts(db: Db, userId: string): Promise<SearchWithAlerts[]> {
  return (await selectSavedSearchRowsWithAlerts(db, userId)).map(({ id, name, query, createdAt }) => ({
    id,
    name,
    query,
    createdAt,
  }));
}

/**
 * Alerts off for one of the buyer's searches (`id`) or all of them (an unsubscribe link, ADR 071); answers the
 * names of the searches it was on for. A search that is not theirs (or not a UUID) is left alone.
 */
export async function stopSearchAlerts(db: Db, userId: string, id?: string): Promise<string[]> {
  if (id !== undefined && !isUuid(id)) return [];
  return (await updateSavedSearchAlertsOff(db, userId, id)).map((row) => row.name);
}

/** The name of one of the buyer's searches, if it is theirs. */
export async function savedSearchName(db: Db, userId: string, id: string): Promise<string | undefined> {
  return isUuid(id) ? (await selectSavedSearchRows(db, userId, id))[0]?.name : undefined;
}
