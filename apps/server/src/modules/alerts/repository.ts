import { and, asc, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertDigests, favourites, savedSearches, users } from '../../db/schema.ts';

/**
 * The `alert_digests` table (ADR 071): each buyer's watermark. Reading who has alerts, and a buyer's address, is one
 * statement each here rather than a round trip per buyer through the users, saved-searches and favourites modules:
 * the job runs on every app server every few seconds or minutes.
 */

/**
 * Where a digest's period can end, by the database's clock: now, or the start of the oldest transaction still open
 * on this database when that is earlier. A change (a car added, a price or stock change) is stamped with its
 * transaction's start (`now()`, the columns' default) but seen only once it commits; a period ending after the
 * start of a transaction still open would move the watermark past changes that commit later, and they would never
 * be told. A transaction that starts after this look stamps a later time. Only the clients' transactions count
 * (autovacuum's can be long, and writes no cars). Transactions of other roles show no start
 * here (pg_stat_activity hides them unless the role may read all statistics); the shop's servers share one role.
 */
export async function selectSettledPeriodEnd(db: Db): Promise<Date> {
  // A period is (since, until]: it ends a millisecond before, since a change stamped at `until` would be in it.
  // A transaction open for more than an hour (a console left in one) is not waited for: the digests go on.
  const result = (await db.execute(sql`
    select floor(extract(epoch from least(
      statement_timestamp(),
      (select min(xact_start) from pg_stat_activity
        where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()
          and xact_start > statement_timestamp() - interval '1 hour')
    )) * 1000) - 1 as "ms"`)) as unknown as { rows: { ms: number | string }[] };
  return new Date(Number(result.rows[0]!.ms));
}

/**
 * A watermark for every buyer who can get alerts and has none yet: a proven email, not blocked, and a saved
 * search or a saved car with alerts on. It starts a period back (`start`), so the first digest is due at once and
 * covers what happened since the buyer asked (each search and car counts from when it was saved).
 */
export async function insertAlertDigestRows(db: Db, start: Date): Promise<void> {
  const wantsAlerts = sql`(exists (select 1 from ${savedSearches} where ${savedSearches.userId} = ${users.id} and ${savedSearches.alerts}) or exists (select 1 from ${favourites} where ${favourites.userId} = ${users.id} and ${favourites.alerts}))`;
  await db
    .insert(alertDigests)
    .select(
      db
        .select({
          userId: users.id,
          sentUntil: sql<Date>`${start.toISOString()}::timestamptz`.as('sent_until'),
          lastMailedAt: sql<Date | null>`null::timestamptz`.as('last_mailed_at'),
        })
        .from(users)
        .where(and(isNotNull(users.emailVerifiedAt), eq(users.status, 'active'), wantsAlerts)),
    )
    .onConflictDoNothing();
}

export type DueDigest = { userId: string; sentUntil: Date; email: string; name: string };

/**
 * One buyer whose digest is due (watermark at or before `dueBefore`), with a proven email and not blocked, locked
 * until the transaction ends; a row another server has locked is skipped, not waited for (SKIP LOCKED). `skip`:
 * buyers whose digest failed in this round, left for the next.
 */
export async function lockDueAlertDigest(
  tx: Db,
  dueBefore: Date,
  skip: string[],
): Promise<DueDigest | undefined> {
  const [row] = await tx
    .select({
      userId: alertDigests.userId,
      sentUntil: alertDigests.sentUntil,
      email: users.email,
      name: users.name,
    })
    .from(alertDigests)
    .innerJoin(users, eq(users.id, alertDigests.userId))
    .where(
      and(
        lte(alertDigests.sentUntil, dueBefore),
        isNotNull(users.emailVerifiedAt),
        eq(users.status, 'active'),
        skip.length > 0 ? notInArray(alertDigests.userId, skip) : undefined,
      ),
    )
    .orderBy(asc(alertDigests.sentUntil))
    .limit(1)
    .for('update', { of: alertDigests, skipLocked: true });
  return row;
}

/** The watermark moved to `until` (and `mailedAt` when a digest went), in the transaction that queued the mail. */
export async function updateAlertDigestSent(
  tx: Db,
  userId: string,
  until: Date,
  mailedAt: Date | undefined,
): Promise<void> {
  await tx
    .update(alertDigests)
    .set(mailedAt ? { sentUntil: until, lastMailedAt: mailedAt } : { sentUntil: until })
    .where(eq(alertDigests.userId, userId));
}
