import { createHash, randomBytes } from 'node:crypto';
import {
  type ForgotPasswordInput,
  PASSWORD_RESET_MESSAGES,
  RESET_LINK_MINUTES,
  type ResetPasswordInput,
} from '@carshop/contract/auth';
import { resetPasswordPage } from '@carshop/contract/page-paths';
import type { Db } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-error.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';
import { hashPassword } from '../../lib/password.ts';
import { composeMail, greetingFor, queueMail } from '../mail/service.ts';
import { endUserSessions } from '../sessions/service.ts';
import { findCredentials, replacePassword } from '../users/service.ts';
import type { AttemptStore } from './attempt-store.ts';
import {
  deletePasswordResetsBefore,
  insertPasswordReset,
  selectLivePasswordReset,
  updatePasswordResetUsed,
  updateUserPasswordResetsUsed,
} from './repository.ts';

/**
 * "Forgot password?" (issue 20): a single-use link, valid RESET_LINK_MINUTES, mailed through the outbox; only the
 * token's SHA-256 is stored. The answer to a request never says whether the account exists.
 */

const LINK_MS = RESET_LINK_MINUTES * 60_000;
const HOUR_MS = 3_600_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type ResetLimits = { perAccountPerHour: number; perAddressPerHour: number };
export type ResetMailSettings = { shopName: string; origin: string };

/**
 * Counts a request per client address and per email (whether or not an account has it, so the limit says
 * nothing about who has an account); over either limit: 429 with Retry-After.
 */
async function countRequest(store: AttemptStore, limits: ResetLimits, ip: string, email: string) {
  const now = Date.now();
  for (const [key, limit] of [
    [`reset-address:${ip}`, limits.perAddressPerHour],
    [`reset-account:${mailboxKey(email)}`, limits.perAccountPerHour],
  ] as const) {
    const counter = await store.increment(key, HOUR_MS);
    if (counter.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
      throw new HttpError(429, PASSWORD_RESET_MESSAGES.tooMany, { 'Retry-After': String(retryAfter) });
    }
  }
}

export async function requestPasswordReset(
  db: Db,
  input: ForgotPasswordInput,
  {
    ip,
    store,
    limits,
    mail,
    now = new Date(),
  }: { ip: string; store: AttemptStore; limits: ResetLimits; mail: ResetMailSettings; now?: Date },
): Promise<void> {
  await countRequest(store, limits, ip, input.email);
  const user = await findCredentials(db, { email: input.email });
  // No account, or a blocked one: the same answer, and no mail (a blocked account gets no way back in).
  if (!user || user.status === 'blocked') return;
  const token = randomBytes(32).toString('base64url');
  const link = `${mail.origin}${resetPasswordPage(token)}`;
  await db.transaction(async (tx) => {
    await insertPasswordReset(tx, {
      userId: user.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(now.getTime() + LINK_MS),
    });
    await queueMail(
      tx,
      composeMail(mail.shopName, {
        to: user.email,
        subject: 'Reset your password',
        greeting: greetingFor(user.name, user.emailVerifiedAt !== null),
        paragraphs: [
          'Someone (we hope you) asked to reset the password of your account. Choose a new password with the ' +
            `button below. The link works once, for ${RESET_LINK_MINUTES} minutes.`,
        ],
        action: { label: 'Choose a new password', url: link },
        after: ['If you did not ask for this, ignore this message: your password stays as it is.'],
      }),
    );
  });
}

/**
 * Sets the new password of the link's account and ends every session of it (and every other link). A used,
 * expired or unknown link, or a blocked account: 400, and nothing changes.
 */
export async function resetPasswordWithLink(
  db: Db,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<void> {
  const tokenHash = hashToken(input.token);
  // A made-up token costs the server no password hash; a live one is hashed for before it is taken, so a busy
  // server (503) does not use the link up.
  if (!(await selectLivePasswordReset(db, tokenHash, now))) throw badRequest(PASSWORD_RESET_MESSAGES.badLink);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const userId = await updatePasswordResetUsed(tx, tokenHash, now);
    if (!userId) return false;
    const user = await findCredentials(tx, { id: userId });
    if (!user || user.status === 'blocked') return false;
    await replacePassword(tx, userId, passwordHash);
    await endUserSessions(tx, userId);
    await updateUserPasswordResetsUsed(tx, userId, now);
    return true;
  });
  if (!done) throw badRequest(PASSWORD_RESET_MESSAGES.badLink);
}

/** Links that expired over a day ago are forgotten. */
export function prunePasswordResets(db: Db, now = new Date()): Promise<number> {
  return deletePasswordResetsBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
}
