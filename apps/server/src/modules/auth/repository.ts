import { and, desc, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailVerifications, passwordResets, rateLimitCounters } from '../../db/schema.ts';

/** Counters whose window ended before `before` (rate-limiter-flexible only ever reads live ones). */
export async function deleteRateLimitCounters(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.expire, before))
    .returning({ key: rateLimitCounters.key });
  return removed.length;
}

// ---- Password reset links (`password_resets`) ----

export async function insertPasswordReset(
  db: Db,
  reset: { id: string; userId: string; tokenHash: string; sessionVersion: number; expiresAt: Date },
): Promise<void> {
  await db.insert(passwordResets).values(reset);
}

const linkColumns = {
  id: passwordResets.id,
  userId: passwordResets.userId,
  tokenHash: passwordResets.tokenHash,
  sessionVersion: passwordResets.sessionVersion,
  expiresAt: passwordResets.expiresAt,
};

/** A reset link if it is unused and unexpired (without taking it). */
export async function selectLivePasswordReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select(linkColumns)
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    );
  return row;
}

/** The account's newest unused, unexpired link, if any. */
export async function selectNewestLivePasswordReset(db: Db, userId: string, now: Date) {
  const [row] = await db
    .select(linkColumns)
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .orderBy(desc(passwordResets.expiresAt))
    .limit(1);
  return row;
}

/**
 * Takes a reset link: marks it used and answers its account and version, in one statement, only if it is unused
 * and unexpired. Two requests with the same link at once: one gets the account, the other nothing.
 */
export async function updatePasswordResetUsed(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; sessionVersion: number } | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResets.userId, sessionVersion: passwordResets.sessionVersion });
  return row;
}

/** Every other link of the account stops working (a password was just set). */
export async function updateUserPasswordResetsUsed(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
}

/** Links used or expired before `before`. */
export async function deletePasswordResetsBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, before))
    .returning({ id: passwordResets.id });
  return removed.length;
}

// ---- Email verification links (`email_verifications`, ADR 048) ----

export async function insertEmailVerification(
  db: Db,
  link: { userId: string; email: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(emailVerifications).values(link);
}

/** Takes a verification link in one statement, only if it is unused and unexpired: its account and address. */
export async function updateEmailVerificationUsed(
  db: Db,
  tokenHash: string,
  now: Date,
): Promise<{ userId: string; email: string } | undefined> {
  const [row] = await db
    .update(emailVerifications)
    .set({ usedAt: now })
    .where(
      and(
        eq(emailVerifications.tokenHash, tokenHash),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .returning({ userId: emailVerifications.userId, email: emailVerifications.email });
  return row;
}

/** Verification links that expired before `before`. */
export async function deleteEmailVerificationsBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, before))
    .returning({ id: emailVerifications.id });
  return removed.length;
}
