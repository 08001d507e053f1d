import type { EnvConfig } from '../config.ts';
import { acquireDataDirLock, displayPath, type LockOptions } from '../lib/data-dir-lock.ts';
import { connectPglite, connectPostgres, type Database } from './client.ts';

type OpenDatabase = Database & {
  /** For the start-up line: "embedded database at ./data" or "PostgreSQL at db.internal:5432/shop". */
  description: string;
};

/**
 * Opens and migrates the configured database: PostgreSQL when DATABASE_URL is set, otherwise the embedded
 * PGlite, after taking the data directory's lock (a second process gets DataDirLockedError; a lock left by a
 * process that died is taken over within seconds, see lib/data-dir-lock.ts). Closing it
 * releases the lock. Every process that touches the data (server, CLI) opens it through here.
 */
export async function openDatabase(
  config: Pick<EnvConfig, 'databaseUrl' | 'dataDir' | 'embeddedDbDir'> &
    Partial<Pick<EnvConfig, 'databasePool'>>,
  lockOptions: LockOptions = {},
) {
  if (config.databaseUrl) {
    const database = connectPostgres(config.databaseUrl, config.databasePool);
    await database.migrate();
    return {
      ...database,
      description: `PostgreSQL at ${describeUrl(config.databaseUrl)}`,
    } satisfies OpenDatabase;
  }
  const lock = await acquireDataDirLock(config.dataDir, lockOptions);
  try {
    const database = await connectPglite(config.embeddedDbDir);
    await database.migrate();
    return {
      ...database,
      description: `embedded database at ${displayPath(config.dataDir)}`,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    } satisfies OpenDatabase;
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Host, port and database name only: never print the credentials of a connection string. */
function describeUrl(url: string): string {
  try {
    const { hostname, port, pathname } = new URL(url);
    return `${hostname}${port ? `:${port}` : ''}${pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
