import { createHash, randomBytes } from 'node:crypto';
import {
  EMAIL_VERIFICATION_MESSAGES,
  VERIFICATION_MAILS_PER_HOUR,
  VERIFY_LINK_HOURS,
} from '@carshop/contract/email-verification';
import { verifyEmailPage } from '@carshop/contract/page-paths';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';
import { composeMail, greetingFor, queueMail } from '../mail/service.ts';
import { findSessionUser, markEmailVerified, USER_NOT_FOUND } from '../users/service.ts';
import type { AttemptStore } from './attempt-store.ts';
import {
  deleteEmailVerificationsBefore,
  insertEmailVerification,
  updateEmailVerificationUsed,
} from './repository.ts';

/**
 * Accounts prove their email (ADR 048): a single-use link, valid VERIFY_LINK_HOURS, mailed at sign-up and on
 * "Send again"; only the token's SHA-256 is stored, as for password resets. The mail says nothing the account's
 * creator typed: the address is not proven yet.
 */

const HOUR_MS = 3_600_000;
const LINK_MS = VERIFY_LINK_HOURS * HOUR_MS;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export type VerificationMailSettings = { shopName: string; origin: string };

/**
 * Verification mails per mailbox (+tags and Gmail's dots folded, `mailboxKey`) and per account, per hour: a
 * stranger who signs up `victim+1@…`, `victim+2@…` or asks again and again mails one inbox at most
 * VERIFICATION_MAILS_PER_HOUR times. Answers 0 when one may be sent, else the seconds until one may.
 */
export async function countVerificationMail(store: AttemptStore, email: string, userId?: string) {
  const now = Date.now();
  const keys = [`verify-mailbox:${mailboxKey(email)}`, ...(userId ? [`verify-account:${userId}`] : [])];
  for (const key of keys) {
    const counter = await store.increment(key, HOUR_MS);
    if (counter.count > VERIFICATION_MAILS_PER_HOUR)
      return Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
  }
  return 0;
}

/** Stores a new link for the account's address and queues its mail, in the caller's transaction `tx`. */
export async function queueVerificationMail(
  tx: Db,
  user: { id: string; email: string },
  mail: VerificationMailSettings,
  now = new Date(),
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await insertEmailVerification(tx, {
    userId: user.id,
    email: user.email,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LINK_MS),
  });
  await queueMail(
    tx,
    composeMail(mail.shopName, {
      to: user.email,
      subject: 'Confirm your email address',
      greeting: greetingFor('', false),
      paragraphs: [
        `An account of ${mail.shopName} was opened with this email address. Confirm that it is yours with the ` +
          `button below. The link works once, for ${VERIFY_LINK_HOURS} hours.`,
      ],
      action: { label: 'Confirm my email address', url: `${mail.origin}${verifyEmailPage(token)}` },
      after: ['If you did not open an account with us, ignore this message: nothing more will be sent.'],
    }),
  );
}

/** "Send again": a new link for the signed-in account, unless its address is proven already (409). */
export async function resendVerificationMail(
  db: Db,
  userId: string,
  { store, mail }: { store: AttemptStore; mail: VerificationMailSettings },
): Promise<void> {
  const user = await findSessionUser(db, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  if (user.emailVerified) throw conflict(EMAIL_VERIFICATION_MESSAGES.alreadyVerified);
  const retryAfter = await countVerificationMail(store, user.email, user.id);
  if (retryAfter > 0)
    throw new HttpError(429, EMAIL_VERIFICATION_MESSAGES.tooMany, { 'Retry-After': String(retryAfter) });
  await db.transaction((tx) => queueVerificationMail(tx, user, mail));
}

/**
 * Takes a link and marks its address proven, if the account still has that address. A used, expired or unknown
 * link: 400, and nothing changes. Anyone holding the link may open it (another device, signed out): the link is
 * the proof.
 */
export async function verifyEmail(db: Db, token: string, now = new Date()): Promise<void> {
  const done = await db.transaction(async (tx) => {
    const link = await updateEmailVerificationUsed(tx, hashToken(token), now);
    return link ? markEmailVerified(tx, link.userId, link.email, now) : false;
  });
  if (!done) throw badRequest(EMAIL_VERIFICATION_MESSAGES.badLink);
}

/** Links that expired over a day ago are forgotten. */
export function pruneEmailVerifications(db: Db, now = new Date()): Promise<number> {
  return deleteEmailVerificationsBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
}
