import type { LoginInput, RegisterInput } from '@carshop/contract/auth';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../lib/access-token.ts';
import { conflict, forbidden, unauthorized } from '../../lib/http-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import { BLOCKED_MESSAGE } from '../../plugins/auth.ts';
import { findCredentialsByEmail, findUserById, insertUser, toPublicUser } from '../users/repository.ts';
import type { LoginLimiter } from './login-limiter.ts';
import { hashRefreshToken, newRefreshToken, refreshTokenExpiry } from './refresh-token.ts';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
  revokeFamily,
  revokeFamilyOfToken,
} from './repository.ts';

/** One message for an unknown email and a wrong password, so the answer does not reveal who has an account. */
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_REFRESH_TOKEN = 'Invalid refresh token';

type RefreshOutcome =
  | { kind: 'rotated'; accessToken: string; refreshToken: string }
  | { kind: 'invalid' }
  | { kind: 'blocked' };

type Deps = { db: Db; accessTokens: AccessTokens; limiter: LoginLimiter };

export function createAuthService({ db, accessTokens, limiter }: Deps) {
  // Computed now, so the first login with an unknown email is not slower than the others.
  void dummyPasswordHash();

  async function startSession(userId: string) {
    const refreshToken = newRefreshToken();
    await insertRefreshToken(db, {
      userId,
      familyId: crypto.randomUUID(),
      tokenHash: hashRefreshToken(refreshToken),
      expiresAt: refreshTokenExpiry(),
    });
    return refreshToken;
  }

  return {
    async register(input: RegisterInput) {
      // role and status are never taken from the body: the schema strips them and the insert does not name them.
      const row = await insertUser(db, {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
      if (!row) throw conflict('Email is already registered');
      return toPublicUser(row);
    },

    async login(input: LoginInput, ip: string) {
      const attempt = await limiter.begin({ ip, email: input.email });
      const user = await findCredentialsByEmail(db, input.email);
      // Unknown emails still pay for one argon2 verification, so timing does not tell them apart.
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) throw unauthorized(INVALID_CREDENTIALS);
      await attempt.succeeded();
      // Only after the right password: otherwise this answer would confirm the account to a guesser.
      if (user.status === 'blocked') throw forbidden(BLOCKED_MESSAGE);
      return { accessToken: accessTokens.sign(user), refreshToken: await startSession(user.id) };
    },

    /** Rotates the presented token. Presenting one that was already rotated revokes its whole family. */
    async refresh(presented: string | undefined) {
      if (!presented) throw unauthorized(INVALID_REFRESH_TOKEN);
      const tokenHash = hashRefreshToken(presented);
      const now = new Date();
      // Revocations must commit even when the answer is an error, so the transaction returns an outcome.
      const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
        const claimed = await claimRefreshToken(tx, tokenHash, now);
        if (!claimed) {
          const stale = await findRefreshToken(tx, tokenHash);
          // A rotated token seen again means two parties hold this session: end it for both.
          if (stale?.replacedAt && !stale.revokedAt) await revokeFamily(tx, stale.familyId, now);
          return { kind: 'invalid' };
        }
        const user = await findUserById(tx, claimed.userId);
        if (!user || user.status === 'blocked') {
          await revokeFamily(tx, claimed.familyId, now);
          return { kind: user ? 'blocked' : 'invalid' };
        }
        const refreshToken = newRefreshToken();
        await insertRefreshToken(tx, {
          userId: user.id,
          familyId: claimed.familyId,
          tokenHash: hashRefreshToken(refreshToken),
          expiresAt: refreshTokenExpiry(now),
        });
        return { kind: 'rotated', accessToken: accessTokens.sign(user), refreshToken };
      });
      if (outcome.kind === 'blocked') throw forbidden(BLOCKED_MESSAGE);
      if (outcome.kind === 'invalid') throw unauthorized(INVALID_REFRESH_TOKEN);
      return { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
    },

    async logout(presented: string | undefined) {
      if (presented) await revokeFamilyOfToken(db, hashRefreshToken(presented));
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
