import type { SQL } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';

/** The rows of a raw query, on either driver (both answer `{ rows }`), for tests that look under the API. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
