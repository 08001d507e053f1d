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
  input: { name: string; query: string },
): Promise<SavedSearch> {
  const row = await withSavedSearchesOf(db, userId, async (tx) => {
    if ((await countSavedSearchRows(tx, userId)) >= MAX_SAVED_SEARCHES)
      throw conflict(SAVED_SEARCH_MESSAGES.tooMany);
    return insertSavedSearchRow(tx, {
      userId,
      name: input.name,
      query: input.query,
    });
  });
  return withMatching(db, catalogue, row);
}

export async function updateSavedSearch(
  db: Db,
  catalogue: Catalogue,
  userId: string,
  id: string,
  patch: { name?: string | undefined },
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
