import { and, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/refresh-tokens.ts';

type NewRefreshToken = {
  userId: string;
  familyId: string;
  sessionStartedAt: Date;
  tokenHash: string;
  expiresAt: Date;
};

/**
 * A token that can still be used: not rotated, not revoked, not expired, and its session not past its absolute
 * age (started after `startedAfter`).
 */
const isLive = (now: Date, startedAfter: Date) =>
  and(
    isNull(refreshTokens.replacedAt),
    isNull(refreshTokens.revokedAt),
    gt(refreshTokens.expiresAt, now),
    gt(refreshTokens.sessionStartedAt, startedAfter),
  );

export async function insertRefreshToken(db: Db, token: NewRefreshToken) {
  await db.insert(refreshTokens).values(token);
}

/**
 * Marks a live token as used and returns its owner and family. The conditional UPDATE is the lock: of two
 * requests presenting the same token, exactly one gets a row back. A session that started before
 * `startedAfter` (its absolute age is over) has no live token.
 */
export async function updateRefreshTokenUsed(db: Db, tokenHash: string, now: Date, startedAfter: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ replacedAt: now })
    .where(and(eq(refreshTokens.tokenHash, tokenHash), isLive(now, startedAfter)))
    .returning({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      startedAt: refreshTokens.sessionStartedAt,
    });
  return row;
}

export async function selectRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      replacedAt: refreshTokens.replacedAt,
      revokedAt: refreshTokens.revokedAt,
      expiresAt: refreshTokens.expiresAt,
      sessionStartedAt: refreshTokens.sessionStartedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/**
 * Whether the family still has its live token (not rotated, revoked or expired, and the session not past
 * its absolute age). One row at most matches; the family index finds it.
 */
export async function selectLiveFamily(db: Db, familyId: string, now: Date, startedAfter: Date) {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.familyId, familyId), isLive(now, startedAfter)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Whether another token of the family was rotated at or after `since` (the family moved on past the successor of
 * the token `tokenHash`): at, too, since two rotations may share a millisecond.
 */
export async function selectFamilyRotatedAfter(
  db: Db,
  { familyId, tokenHash, since }: { familyId: string; tokenHash: string; since: Date },
): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        gte(refreshTokens.replacedAt, since),
        ne(refreshTokens.tokenHash, tokenHash),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function updateFamilyRevoked(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function updateFamilyOfTokenRevoked(db: Db, tokenHash: string, now = new Date()) {
  const family = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokens.familyId, family), isNull(refreshTokens.revokedAt)));
}

/** Every session of a user, or every one but `exceptFamilyId` (the session that is changing the password). */
export async function updateUserTokensRevoked(
  db: Db,
  userId: string,
  exceptFamilyId?: string,
  now = new Date(),
) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        exceptFamilyId ? ne(refreshTokens.familyId, exceptFamilyId) : undefined,
      ),
    );
}

/**
 * Deletes the rows that can never be used again: revoked, expired, or of a session past its absolute age.
 * Rotated rows of a live session stay until they expire: presenting one is how theft is detected.
 */
export async function deleteDeadRefreshTokens(db: Db, now: Date, startedBefore: Date): Promise<number> {
  const deleted = await db
    .delete(refreshTokens)
    .where(
      or(
        isNotNull(refreshTokens.revokedAt),
        lte(refreshTokens.expiresAt, now),
        lte(refreshTokens.sessionStartedAt, startedBefore),
      ),
    )
    .returning({ id: refreshTokens.id });
  return deleted.length;
}
