import { and, asc, eq, isNotNull, lte, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { alertDigests, favourites, savedSearches, users } from '../../db/schema.ts';

/**
 * The `alert_digests` table (ADR 071): each buyer's watermark. Reading who has alerts, and a buyer's address, is one
 * statement each here rather than a round trip per buyer through the users, saved-searches and favourites modules:
 * the job runs on every app server every few seconds or minutes.
 */

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
