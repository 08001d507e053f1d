import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { expect, inject } from 'vitest';
import { type App, type BuildAppOptions, buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { connectPglite, connectPostgres, type Database, type PoolOptions } from '../src/db/client.ts';

/**
 * A fresh, migrated, empty database and an app on top of it, for one test file. PGlite in memory by default;
 * with TEST_DATABASE_URL a throw-away database on that PostgreSQL server. Both are copies of the database that
 * the run's global setup migrated once (test/global-setup.ts).
 */
async function createTestDatabase(): Promise<Database> {
  refuseInAnEmbeddedFile();
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
    return connectPglite(undefined, { loadDataDir: template });
  }
  const shared = await createSharedTestDatabase(serverUrl);
  const database = shared.connect();
  return {
    ...database,
    close: async () => {
      await database.close();
      await shared.drop();
    },
  };
}

/**
 * A throw-away database on the PostgreSQL server at `serverUrl` (a copy of the migrated template) that several
 * app servers may share: `connect` opens one more pool on it, `drop` removes it once every pool is closed.
 */
export async function createSharedTestDatabase(serverUrl: string) {
  refuseInAnEmbeddedFile();
  const name = `carshop_test_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    connect: (options: PoolOptions = {}) => connectPostgres(url.toString(), { max: 20, ...options }),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      // pool.end() resolves while sockets are still closing; terminating them (FORCE) at that moment makes
      // the closing client emit an error nobody listens to. Wait for them to go, force only as a last resort.
      for (let attempt = 0; attempt < 50; attempt++) {
        const open = await cleanup.query(
          'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
          [name],
        );
        if (open.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // FORCE gives the backends it terminates 5 s to go, then fails ("being accessed by other users", 55006):
      // on a loaded machine a backend may take longer. Ask again, a few times, before failing the file's clean-up.
      try {
        for (let attempt = 1; ; attempt++) {
          try {
            await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
            break;
          } catch (error) {
            if ((error as { code?: string }).code !== '55006' || attempt === 5) throw error;
            await new Promise((resolve) => setTimeout(resolve, 1000));
          }
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/**
 * A file named `*.embedded.api.test.ts` starts the shop's own processes on embedded databases of its own and runs in
 * the PGlite pass only (scripts/test.mjs, ADR 076): were it to use the database under test, it would never meet
 * PostgreSQL, and nothing would say so. So it may not.
 */
function refuseInAnEmbeddedFile() {
  const file = expect.getState().testPath ?? '';
  if (file.endsWith('.embedded.api.test.ts')) {
    throw new Error(
      `${file} runs in the PGlite pass only: a file that uses the database under test is named *.api.test.ts`,
    );
  }
}

export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing!';

/** The configuration every test app starts from. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  const loaded = loadConfig({ NODE_ENV: 'test', DATA_DIR: '.test-data', LOG_LEVEL: 'silent' });
  return {
    ...loaded,
    jwtSecret: TEST_JWT_SECRET,
    // Mail stays in the outbox unless a suite sends it to its own SMTP server (test/smtp.ts, `mailTo`).
    mail: { ...loaded.mail, pollMs: 0 },
    // Webhooks likewise stay queued unless a suite sends them to its own receiver (modules/webhooks).
    webhooks: { ...loaded.webhooks, pollMs: 0 },
    // Alert digests likewise: the alerts suite runs them by hand (modules/alerts).
    alerts: { ...loaded.alerts, digestJobMs: 0 },
    // Most suites buy far more than one customer may hold in open orders; the fair-use suite sets its own cap
    // (modules/orders/fair-use.api.test.ts, hoarding.api.test.ts), and the e2e server runs with the shop's default.
    maxOpenUnitsPerCustomer: 0,
    maxOpenUnitsPerAddress: 0,
    maxOpenUnitsPerDelivery: 0,
    maxOpenUnitsUnverified: 0,
    ...overrides,
  };
}

/** Settings that send the shop's mail to a test SMTP server (test/smtp.ts), looking every 50 ms. */
export function mailTo(smtpUrl: string, overrides: Partial<Config['mail']> = {}): Pick<Config, 'mail'> {
  return { mail: { ...testConfig().mail, smtpUrl, pollMs: 50, ...overrides } };
}

/** The app a suite drives, with its database; `close` ends both. */
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * `extend` may add routes before the app is ready (e.g. routes that provoke each kind of error); `logger`
 * replaces the default silence (e.g. pino options with a stream, to read what the app logs).
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  extend?: (app: App) => void,
  { logger = false }: Pick<BuildAppOptions, 'logger'> = {},
) {
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig(overrides), database, logger });
  extend?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
