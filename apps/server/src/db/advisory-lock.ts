import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * Takes a PostgreSQL advisory lock named `name` until the transaction `tx` ends: another app server asking for
 * the same name waits. For work that must happen once however many servers start together (seeding).
 */
export async function lockForTransaction(tx: Db, name: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${name}))`);
}

/**
 * Like lockForTransaction, without waiting: answers false when another app server holds the lock (the work is
 * being done there, so this server skips it).
 */
export async function tryLockForTransaction(tx: Db, name: string): Promise<boolean> {
  const [row] = await tx
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(hashtext(${name}))` })
    .from(sql`(select 1) as one`);
  return row?.locked === true;
}
