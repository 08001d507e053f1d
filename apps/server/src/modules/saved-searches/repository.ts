import { and, asc, count, eq } from 'drizzle-orm';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import type { RowOf } from '../../db/row-of.ts';
import { savedSearches } from '../../db/schema.ts';

/** The `saved_searches` table (issue 32). Ids must already be well-formed UUIDs. */

const savedSearchColumns = {
  id: savedSearches.id,
  name: savedSearches.name,
  query: savedSearches.query,
  alerts: savedSearches.alerts,
  createdAt: savedSearches.createdAt,
};
export type SavedSearchRow = RowOf<typeof savedSearches, typeof savedSearchColumns>;

/** One buyer's saved searches, oldest first (the order they made them); with `id`, only that one. */
export function selectSavedSearchRows(db: Db, userId: string, id?: string): Promise<SavedSearchRow[]> {
  return db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), id === undefined ? undefined : eq(savedSearches.id, id)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

export async function countSavedSearchRows(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  return row?.total ?? 0;
}

export async function insertSavedSearchRow(
  db: Db,
  row: { userId: string; name: string; query: string; alerts: boolean },
): Promise<SavedSearchRow> {
  const [inserted] = await db.insert(savedSearches).values(row).returning(savedSearchColumns);
  return inserted!;
}

/** Someone else's search (or none) is no row: the caller answers 404. */
export async function updateSavedSearchRow(
  db: Db,
  userId: string,
  id: string,
  patch: { name?: string; alerts?: boolean },
): Promise<SavedSearchRow | undefined> {
  const [row] = await db
    .update(savedSearches)
    .set(patch)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
    .returning(savedSearchColumns);
  return row;
}

/** One buyer's searches with alerts on, oldest first (the digest's order, ADR 071). */
export function selectSavedSearchRowsWithAlerts(db: Db, userId: string): Promise<SavedSearchRow[]> {
  return db
    .select(savedSearchColumns)
    .from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.alerts, true)))
    .orderBy(asc(savedSearches.createdAt), asc(savedSearches.id));
}

/** Alerts off for one buyer's search (`id`) or all of them; answers the searches it was on for. */
export function updateSavedSearchAlertsOff(db: Db, userId: string, id?: string): Promise<SavedSearchRow[]> {
  return db
    .update(savedSearches)
    .set({ alerts: false })
    .where(
      and(
        eq(savedSearches.userId, userId),
        id === undefined ? undefined : eq(savedSearches.id, id),
        eq(savedSearches.alerts, true),
      ),
    )
    .returning(savedSearchColumns);
}

export async function deleteSavedSearchRow(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.id, id)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}

/**
 * A transaction that holds one buyer's saved searches: two saves at once (two tabs, two servers) take turns, so
 * the count before an insert is still true when it commits and MAX_SAVED_SEARCHES holds.
 */
export function withSavedSearchesOf<T>(db: Db, userId: string, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, `carshop:saved-searches:${userId}`);
    return run(tx);
  });
}
