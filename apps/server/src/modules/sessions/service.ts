import type { Db } from '../../db/client.ts';
import { isUuid } from '../../lib/ids.ts';
import { hashRefreshToken, newRefreshToken, refreshTokenExpiry } from './refresh-token.ts';
import {
  deleteDeadRefreshTokens,
  insertRefreshToken,
  selectFamilyRotatedAfter,
  selectLiveFamily,
  selectRefreshToken,
  updateFamilyOfTokenRevoked,
  updateFamilyRevoked,
  updateRefreshTokenUsed,
  updateUserTokensRevoked,
} from './repository.ts';

export { REFRESH_TOKEN_TTL_MS } from './refresh-token.ts';

/**
 * Sessions are families of refresh tokens (the refresh_tokens table is this module's alone). A login starts
 * a family; every refresh rotates the token within it; presenting a token that was already rotated means
 * two parties hold the session, and the whole family is revoked (theft detection). The family's id is the
 * session id that access tokens carry (`sid`), so ending a family ends its access tokens at once.
 */
export type SessionRef = { userId: string; familyId: string; startedAt: Date };
/**
 * `claimed`: the token was live and is now used up (rotate it). `repeated`: it was rotated moments ago
 * (REFRESH_GRACE_MS) and its family still stands: a second tab or a retried request that carried the cookie
 * before the rotation's answer replaced it. `invalid`: anything else. `rotatedAt`: when the token was used up
 * (now, or the earlier rotation's time), the time of the access token answered for it (ADR 030).
 */
export type Claim =
  | { kind: 'claimed'; session: SessionRef; rotatedAt: Date }
  | { kind: 'repeated'; session: SessionRef; rotatedAt: Date }
  | { kind: 'invalid' };
/**
 * How long after its rotation a refresh token may be presented again without ending its session (issue 20): two
 * tabs refreshing at once, or a request retried on a flaky network, send the same cookie. After it, reuse is
 * theft and the family is revoked, as before.
 */
export const REFRESH_GRACE_MS = 10_000;
/** How long a session may live in all, however often it is refreshed (SESSION_MAX_AGE_DAYS). */
export type SessionLimits = { maxAgeMs: number };

const startedAfter = (now: Date, { maxAgeMs }: SessionLimits) => new Date(now.getTime() - maxAgeMs);

/** Starts a new family for `userId`: its first refresh token and its id (the access tokens' `sid`). */
export async function startSession(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<{ refreshToken: string; sessionId: string }> {
  const session = { userId, familyId: crypto.randomUUID(), startedAt: now };
  return { refreshToken: await issueToken(db, session, now), sessionId: session.familyId };
}

/** Issues the next token of a claimed session's family. */
export function continueSession(db: Db, session: SessionRef, now = new Date()): Promise<string> {
  return issueToken(db, session, now);
}

async function issueToken(db: Db, { userId, familyId, startedAt }: SessionRef, now: Date) {
  const refreshToken = newRefreshToken();
  await insertRefreshToken(db, {
    userId,
    familyId,
    sessionStartedAt: startedAt,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: refreshTokenExpiry(now),
  });
  return refreshToken;
}

/**
 * Uses up a presented refresh token. Run it in a transaction together with `continueSession` or
 * `endFamily`: the conditional UPDATE underneath lets exactly one of two racing requests claim a token.
 */
export async function claimToken(
  db: Db,
  presented: string | undefined,
  limits: SessionLimits,
  now = new Date(),
): Promise<Claim> {
  if (!presented) return { kind: 'invalid' };
  const tokenHash = hashRefreshToken(presented);
  const claimed = await updateRefreshTokenUsed(db, tokenHash, now, startedAfter(now, limits));
  if (claimed) return { kind: 'claimed', session: claimed, rotatedAt: now };
  const stale = await selectRefreshToken(db, tokenHash);
  if (stale?.replacedAt && !stale.revokedAt) {
    const since = startedAfter(now, limits);
    // Moments ago, its successor still the family's live token (no rotation since), the session standing.
    const moments = now.getTime() - stale.replacedAt.getTime() < REFRESH_GRACE_MS;
    if (
      moments &&
      stale.sessionStartedAt > since &&
      !(await selectFamilyRotatedAfter(db, {
        familyId: stale.familyId,
        tokenHash,
        since: stale.replacedAt,
      })) &&
      (await selectLiveFamily(db, stale.familyId, now, since))
    ) {
      return {
        kind: 'repeated',
        session: { userId: stale.userId, familyId: stale.familyId, startedAt: stale.sessionStartedAt },
        rotatedAt: stale.replacedAt,
      };
    }
    await updateFamilyRevoked(db, stale.familyId, now);
  }
  return { kind: 'invalid' };
}

/**
 * Whether an access token's session still stands: the guards ask this on every request, so logout, theft
 * detection and blocking end access tokens at once rather than when they expire. One indexed lookup.
 */
export async function isSessionLive(
  db: Db,
  sessionId: string,
  limits: SessionLimits,
  now = new Date(),
): Promise<boolean> {
  return isUuid(sessionId) && selectLiveFamily(db, sessionId, now, startedAfter(now, limits));
}

export function endFamily(db: Db, familyId: string, now = new Date()): Promise<void> {
  return updateFamilyRevoked(db, familyId, now);
}

/** Logout: ends the family of the presented token, whatever state that token is in. */
export async function endSession(db: Db, presented: string | undefined): Promise<void> {
  if (presented) await updateFamilyOfTokenRevoked(db, hashRefreshToken(presented));
}

/**
 * Ends every session of a user (blocked, password changed), except the family of `keep` when `keep` is
 * that user's LIVE token: a token already rotated by someone else, or revoked, keeps nothing alive.
 */
export async function endUserSessions(db: Db, userId: string, keep?: string): Promise<void> {
  const current = keep ? await selectRefreshToken(db, hashRefreshToken(keep)) : undefined;
  const live =
    current?.userId === userId && !current.revokedAt && !current.replacedAt && current.expiresAt > new Date();
  await updateUserTokensRevoked(db, userId, live ? current?.familyId : undefined);
}

/** Deletes refresh tokens that can never be used again; answers how many went. */
export function pruneSessions(db: Db, limits: SessionLimits, now = new Date()): Promise<number> {
  return deleteDeadRefreshTokens(db, now, startedAfter(now, limits));
}
