import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** How many migrations this build ships (drizzle-kit's journal). */
const KNOWN = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

/**
 * Whether the database has every migration this build knows (it may have more: a newer server migrated it during
 * a rolling deploy, and this one still works on it). Once true it stays true, so it is asked of the database
 * until then only.
 */
export function createMigrationsCheck(db: Db) {
  let done = false;
  return async (): Promise<boolean> => {
    if (done) return true;
    const [row] = await db
      .select({ applied: sql<number>`count(*)::int` })
      .from(sql`drizzle.__drizzle_migrations`);
    done = (row?.applied ?? 0) >= KNOWN;
    return done;
  };
}
