import { and, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/refresh-tokens.ts';

type NewRefreshToken = { userId: string; familyId: string; tokenHash: string; expiresAt: Date };

export async function insertRefreshToken(db: Db, token: NewRefreshToken) {
  await db.insert(refreshTokens).values(token);
}

/**
 * Marks a live token as used and returns its owner and family. The conditional UPDATE is the lock: of two
 * requests presenting the same token, exactly one gets a row back.
 */
export async function claimRefreshToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .update(refreshTokens)
    .set({ replacedAt: now })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        isNull(refreshTokens.replacedAt),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
  return row;
}

export async function findRefreshToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      userId: refreshTokens.userId,
      familyId: refreshTokens.familyId,
      replacedAt: refreshTokens.replacedAt,
      revokedAt: refreshTokens.revokedAt,
      expiresAt: refreshTokens.expiresAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

export async function revokeFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamilyOfToken(db: Db, tokenHash: string, now = new Date()) {
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
export async function revokeUserTokens(db: Db, userId: string, exceptFamilyId?: string, now = new Date()) {
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
