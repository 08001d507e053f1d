import type { ChangePasswordInput, LoginInput, RegisterInput } from '@carshop/contract/auth';
import type { User } from '@carshop/contract/user';
import type { Db } from '../../db/client.ts';
import type { AccessTokens } from '../../lib/access-token.ts';
import { BLOCKED_MESSAGE } from '../../lib/auth-user.ts';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/http-error.ts';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.ts';
import {
  claimToken,
  continueSession,
  endFamily,
  endSession,
  endUserSessions,
  type SessionLimits,
  startSession,
} from '../sessions/service.ts';
import {
  createUser,
  findCredentials,
  findSessionUser,
  replacePassword,
  USER_NOT_FOUND,
} from '../users/service.ts';
import type { AttemptStore } from './attempt-store.ts';
import {
  countVerificationMail,
  queueVerificationMail,
  type VerificationMailSettings,
} from './email-verification.service.ts';
import type { LoginLimiter } from './login-limiter.ts';
import type { RegistrationLimiter } from './registration-limiter.ts';

/** One message for an unknown email and a wrong password, so the answer does not reveal who has an account. */
const INVALID_CREDENTIALS = 'Invalid email or password';
const INVALID_REFRESH_TOKEN = 'Invalid refresh token';
const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export type SignedIn = { accessToken: string; refreshToken: string };

/**
 * A customer account, its email not proven yet: a verification link is mailed in the same transaction (ADR 048),
 * unless that mailbox had its VERIFICATION_MAILS_PER_HOUR already (the account is made all the same; its owner
 * asks again later with "Send again").
 */
export async function register(
  db: Db,
  input: RegisterInput,
  {
    ip,
    limiter,
    store,
    mail,
  }: { ip: string; limiter: RegistrationLimiter; store: AttemptStore; mail: VerificationMailSettings },
): Promise<User> {
  await limiter.count(ip);
  const passwordHash = await hashPassword(input.password);
  // Counted outside the transaction (the counters may live in Redis); a taken email (409) counts too.
  const mailAllowed = (await countVerificationMail(store, input.email)) === 0;
  const user = await db.transaction(async (tx) => {
    // role and status are never taken from the body: the schema strips them and they are set here.
    const created = await createUser(tx, {
      name: input.name,
      email: input.email,
      passwordHash,
      role: 'customer',
      status: 'active',
    });
    if (created && mailAllowed) await queueVerificationMail(tx, created, mail);
    return created;
  });
  if (!user) throw conflict('Email is already registered');
  return user;
}

export async function login(
  db: Db,
  input: LoginInput,
  { ip, limiter, tokens }: { ip: string; limiter: LoginLimiter; tokens: AccessTokens },
): Promise<SignedIn> {
  const attempt = await limiter.begin({ ip, account: input.email });
  const { user, valid } = await checkPassword(attempt, async () => {
    const user = await findCredentials(db, { email: input.email });
    // Unknown emails still pay for one argon2 verification, so timing does not tell them apart.
    const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
    return { user, valid };
  });
  if (!user || !valid) throw badRequest(INVALID_CREDENTIALS);
  await attempt.succeeded();
  // Only after the right password: otherwise this answer would confirm the account to a guesser.
  if (user.status === 'blocked') throw forbidden(BLOCKED_MESSAGE);
  const { refreshToken, sessionId } = await startSession(db, user.id);
  return { accessToken: tokens.sign(user, sessionId), refreshToken };
}

type RefreshOutcome =
  | ({ kind: 'rotated' } & SignedIn)
  | { kind: 'repeated'; accessToken: string }
  | { kind: 'invalid' }
  | { kind: 'blocked' };

/**
 * Rotates the presented refresh token; a blocked or deleted user's session ends instead. A token presented again
 * within moments of its rotation (two tabs, a retry) gets the same access token as the rotation's answer (however
 * often it is presented) and no new refresh token: the rotation's answer carries the cookie, and the session goes
 * on.
 */
export async function refresh(
  db: Db,
  presented: string | undefined,
  { tokens, sessions }: { tokens: AccessTokens; sessions: SessionLimits },
): Promise<{ accessToken: string; refreshToken?: string }> {
  const now = new Date();
  // Revocations must commit even when the answer is an error, so the transaction returns an outcome.
  const outcome = await db.transaction(async (tx): Promise<RefreshOutcome> => {
    const claim = await claimToken(tx, presented, sessions, now);
    if (claim.kind === 'invalid') return claim;
    const user = await findSessionUser(tx, claim.session.userId);
    if (!user || user.status === 'blocked') {
      await endFamily(tx, claim.session.familyId, now);
      return { kind: user ? 'blocked' : 'invalid' };
    }
    // Signed at the rotation's time: a repeat gets the very token the rotation's answer carried (ADR 030).
    const accessToken = tokens.sign(user, claim.session.familyId, claim.rotatedAt);
    if (claim.kind === 'repeated') return { kind: 'repeated', accessToken };
    return { kind: 'rotated', accessToken, refreshToken: await continueSession(tx, claim.session, now) };
  });
  if (outcome.kind === 'blocked') throw forbidden(BLOCKED_MESSAGE);
  if (outcome.kind === 'invalid') throw unauthorized(INVALID_REFRESH_TOKEN);
  if (outcome.kind === 'repeated') return { accessToken: outcome.accessToken };
  return { accessToken: outcome.accessToken, refreshToken: outcome.refreshToken };
}

export function logout(db: Db, presented: string | undefined): Promise<void> {
  return endSession(db, presented);
}

/**
 * Ends every other session of the user; the one making the change (its live refresh token) stays. Wrong
 * current passwords are counted per account (someone holding a stolen access token could guess it
 * otherwise), apart from failed logins: outsiders locking the login out must not stop the owner from
 * changing the password (ADR 015).
 */
export async function changePassword(
  db: Db,
  userId: string,
  input: ChangePasswordInput,
  { presentedRefreshToken, limiter }: { presentedRefreshToken: string | undefined; limiter: LoginLimiter },
): Promise<void> {
  const user = await findCredentials(db, { id: userId });
  if (!user) throw notFound(USER_NOT_FOUND);
  // A user id has no '@', so this key never meets an email's login counter.
  const attempt = await limiter.begin({ account: `user-id:${userId}` });
  const valid = await checkPassword(attempt, () => verifyPassword(user.passwordHash, input.password));
  if (!valid) throw badRequest(WRONG_CURRENT_PASSWORD);
  await attempt.succeeded();
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await replacePassword(tx, userId, passwordHash);
    await endUserSessions(tx, userId, presentedRefreshToken);
  });
}

/** Runs a password check counted by `attempt`; a check that never ran (a busy server's 503) is given back. */
async function checkPassword<T>(
  attempt: { abandoned: () => Promise<void> },
  check: () => Promise<T>,
): Promise<T> {
  try {
    return await check();
  } catch (error) {
    await attempt.abandoned();
    throw error;
  }
}
