import type { Db } from '../../db/client.ts';
import { hashRefreshToken, newRefreshToken, refreshTokenExpiry } from './refresh-token.ts';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  revokeFamilyOfToken,
  revokeUserTokens,
} from './repository.ts';

export { REFRESH_TOKEN_TTL_MS } from './refresh-token.ts';

/**
 * Sessions are families of refresh tokens (the refresh_tokens table is this module's alone). A login starts
 * a family; every refresh rotates the token within it; presenting a token that was already rotated means
 * two parties hold the session, and the whole family is revoked (theft detection).
 */
export type SessionRef = { userId: string; familyId: string };
export type Claim = { kind: 'claimed'; session: SessionRef } | { kind: 'invalid' };

/** Starts a new family for `userId` and answers its first refresh token. */
export async function startSession(db: Db, userId: string, now = new Date()): Promise<string> {
  return issueToken(db, { userId, familyId: crypto.randomUUID() }, now);
}

/** Issues the next token of a claimed session's family. */
export function continueSession(db: Db, session: SessionRef, now = new Date()): Promise<string> {
  return issueToken(db, session, now);
}

async function issueToken(db: Db, session: SessionRef, now: Date) {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    ...session,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: refreshTokenExpiry(now),
  });
  return refreshToken;
}

/**
 * Uses up a presented refresh token. Run it in a transaction together with `continueSession` or
 * `endFamily`: the conditional UPDATE underneath lets exactly one of two racing requests claim a token.
 */
export async function claimToken(db: Db, presented: string | undefined, now = new Date()): Promise<Claim> {
  if (!presented) return { kind: 'invalid' };
  const tokenHash = hashRefreshToken(presented);
  const claimed = await claimRefreshToken(db, tokenHash, now);
  if (claimed) return { kind: 'claimed', session: claimed };
  const stale = await findRefreshToken(db, tokenHash);
  if (stale?.replacedAt && !stale.revokedAt) await revokeFamily(db, stale.familyId, now);
  return { kind: 'invalid' };
}

export function endFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  return revokeFamily(db, familyId, now);
}

/** Logout: ends the family of the presented token, whatever state that token is in. */
export async function endSession(db: Db, presented: string | undefined): Promise<void> {
  if (presented) await revokeFamilyOfToken(db, hashRefreshToken(presented));
}

/**
 * Ends every session of a user (blocked, password changed), except the family of `keep` when `keep` is
 * that user's LIVE token: a token already rotated by someone else, or revoked, keeps nothing alive.
 */
export async function endUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  const current = keep ? await findRefreshToken(db, hashRefreshToken(keep)) : undefined;
  const live =
    current?.userId === userId && !current.revokedAt && !current.replacedAt && current.expiresAt > new Date();
  await revokeUserTokens(db, userId, live ? current?.familyId : undefined);
}
