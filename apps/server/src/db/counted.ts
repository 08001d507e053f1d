import { sql } from 'drizzle-orm';

/** At most a page of rows, and how many matched in all. */
export type Counted<T> = { total: number; rows: T[] };

/**
 * The select column that counts every row the query matched before its `limit` (a window over the whole result):
 * a bounded list and its total in one query, as Today's lists are (issue 30).
 */
export const totalOver = sql<number>`(count(*) over ())::int`;

/** The rows of a query that selected `total: totalOver`, without that column, and the total. */
export const counted = <T extends { total: number }>(rows: T[]): Counted<Omit<T, 'total'>> => ({
  total: rows[0]?.total ?? 0,
  rows: rows.map(({ total: _, ...row }) => row),
});
