import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import journal from './migrations/meta/_journal.json' with { type: 'json' };
import { openDatabase } from './open.ts';

const serverUrl = process.env.TEST_DATABASE_URL;

/** A database that does not exist yet on the test server, dropped afterwards. */
async function withFreshDatabase(run: (url: string) => Promise<void>) {
  const name = `carshop_open_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    await run(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

describe.runIf(serverUrl)('openDatabase on PostgreSQL', () => {
  it('lets several app servers that start together on a fresh database all migrate it', async () => {
    await withFreshDatabase(async (url) => {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: '', embeddedDbDir: '' })),
      );
      const failures = opened.flatMap((result) =>
        result.status === 'rejected' ? [String(result.reason)] : [],
      );
      for (const result of opened) if (result.status === 'fulfilled') await result.value.close();
      expect(failures).toEqual([]);
      const check = new pg.Client({ connectionString: url });
      await check.connect();
      const { rows } = await check.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await check.end();
      // Each migration exactly once (drizzle's journal lists them all).
      expect(rows[0].n).toBe(journal.entries.length);
    });
  });
});
