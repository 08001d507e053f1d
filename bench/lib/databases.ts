import type pg from 'pg';

/**
 * Drops a benchmark's throw-away database once its connections are gone (pool.end() resolves while sockets are
 * still closing, and forcing them then makes the closing client emit an error nobody listens to); forces it after
 * five seconds anyway.
 */
export async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 50; i++) {
    const { rows } = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
      name,
    ]);
    if (rows[0].n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query(`drop database if exists ${name} with (force)`);
}
