import { type AnyColumn, count, desc, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** The rows a list page asks for (lib/paging.ts works it out from the page number). */
export type RowWindow = { limit: number; offset: number };

/**
 * A list's rows newest first, in the window asked for: `at` orders them, `id` breaks ties so windows never
 * overlap. Pass the query with `.$dynamic()`.
 */
export const newestFirst = <Q extends PgSelect>(query: Q, at: AnyColumn, id: AnyColumn, window: RowWindow) =>
  query.orderBy(desc(at), desc(id)).limit(window.limit).offset(window.offset);

/** How many rows the same filter finds: a list page's total. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}
