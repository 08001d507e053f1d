import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { makePrivateDir } from '../lib/private-files.ts';
import { createPgNotifications, type Notifications } from './notifications.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** One type for both drivers: services and repositories never know which database they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
  /** On a PostgreSQL server: signals between the app servers that share it (LISTEN/NOTIFY). */
  notifications?: Notifications;
};

const migrationsFolder = path.join(import.meta.dirname, 'migrations');

/** The pool's settings (DATABASE_POOL_MAX, DATABASE_STATEMENT_TIMEOUT_MS). */
export type PoolOptions = { max?: number; statementTimeoutMs?: number };

/**
 * PostgreSQL server through a `pg` pool. The database may go away (a restart, a failover, an operator's
 * `pg_terminate_backend`): no connection error may crash the process. The pool handles idle clients' errors;
 * a client checked out by a running query or transaction emits its own, so every client gets a listener when it
 * connects. The query in flight then fails (lib/database-errors.ts makes that a 503) and the pool opens new
 * connections once PostgreSQL answers again. A connection attempt gives up after 5 s, so requests during an
 * outage answer 503 soon rather than hang.
 */
export function connectPostgres(url: string, options: PoolOptions = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 5000,
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  const report = (error: Error) => console.error(`PostgreSQL connection error: ${error.message}`);
  pool.on('error', report);
  pool.on('connect', (client) => client.on('error', report));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  const notifications = createPgNotifications(url, pool, (message) => console.error(message));
  return {
    db,
    kind: 'postgres',
    notifications,
    migrate: () => migrateWithLock(pool),
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}

/**
 * Several app servers start together against one database: without a lock, each would find the same
 * migrations missing and run them at once, and all but one would fail (CREATE of an existing table or
 * schema). A session advisory lock on one connection makes the others wait, then find nothing to do.
 */
async function migrateWithLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

const MIGRATION_LOCK = 'carshop:migrate';

/**
 * Embedded PGlite: files under `dataDir`, or in memory when `dataDir` is undefined (tests). `loadDataDir`
 * starts from a copy of another database's files (made by `dumpDataDir`): the tests migrate once and copy.
 */
export async function connectPglite(
  dataDir: string | undefined,
  { loadDataDir }: { loadDataDir?: Blob } = {},
): Promise<Database & { dumpDataDir: () => Promise<Blob> }> {
  if (dataDir) makePrivateDir(dataDir);
  const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm } });
  const db = drizzlePglite({ client, schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
    // Uncompressed: a copy is read back in a third of the time, and it lives only as long as a test run.
    dumpDataDir: async () => (await client.dumpDataDir('none')) as Blob,
  };
}
