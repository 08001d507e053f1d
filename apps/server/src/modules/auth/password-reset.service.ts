import { createHash, createHmac, randomUUID } from 'node:crypto';
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
import { createWorkQueue } from '../../lib/work-queue.ts';
import { composeMail, greetingFor, queueMail } from '../mail/service.ts';
import { endUserSessions } from '../sessions/service.ts';
import { findCredentials, markEmailVerified, replacePassword } from '../users/service.ts';
import type { AttemptStore } from './attempt-store.ts';
import {
  deletePasswordResetsBefore,
  insertPasswordReset,
  selectLivePasswordReset,
  selectNewestLivePasswordReset,
  updatePasswordResetUsed,
  updateUserPasswordResetsUsed,
} from './repository.ts';

/**
 * "Forgot password?" (issue 20, issue 28; ADR 032): a single-use link, valid RESET_LINK_MINUTES, mailed through
 * the outbox; only the token's SHA-256 is stored. The answer to a request never says whether the account exists,
 * and takes the same time whether it does or not: the account is looked up, the link written and the mail queued
 * after the answer (`ResetWork`).
 */

const LINK_MS = RESET_LINK_MINUTES * 60_000;
const HOUR_MS = 3_600_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type ResetLimits = {
  /** Requests for one email from one client address. */
  perAccountPerHour: number;
  /** Requests from one client address, whatever the emails. */
  perAddressPerHour: number;
  /** Requests for one email from every address together: the higher overall cap. */
  perAccountAllAddressesPerHour: number;
};
type ResetMailSettings = { shopName: string; origin: string };

/**
 * Counts a request per client address, per email from that address, and per email over all addresses (whether or
 * not an account has it, so the limit says nothing about who has an account); over any: 429 with Retry-After.
 * So a stranger's requests for someone's email use up their own address's share, not the owner's.
 */
async function countRequest(store: AttemptStore, limits: ResetLimits, ip: string, email: string) {
  const now = Date.now();
  for (const [key, limit] of [
    [`reset-address:${ip}`, limits.perAddressPerHour],
    [`reset-account-address:${mailboxKey(email)}|${ip}`, limits.perAccountPerHour],
    [`reset-account:${mailboxKey(email)}`, limits.perAccountAllAddressesPerHour],
  ] as const) {
    const counter = await store.increment(key, HOUR_MS);
    if (counter.count > limit) {
      const retryAfter = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
      throw new HttpError(429, PASSWORD_RESET_MESSAGES.tooMany, { 'Retry-After': String(retryAfter) });
    }
  }
}

/**
 * The token of a link is derived from its row's random id with a key only the servers hold, so a live link can be
 * mailed again without keeping the token: the database alone (a backup, say) still gives no working link.
 */
export type LinkTokens = (linkId: string) => string;
export function createLinkTokens(secret: string): LinkTokens {
  const key = createHmac('sha256', secret).update('password-reset-links').digest();
  return (linkId) => createHmac('sha256', key).update(linkId).digest('base64url');
}

/**
 * The work after the answer: one request at a time per server, at most MAX_WAITING waiting (a flood beyond that
 * is dropped and logged: its sender asks again; the server that stops waits for what is queued). `idle()` resolves once nothing is left (the app waits for it when
 * it closes).
 */
export type ResetWork = { add: (task: () => Promise<void>) => void; idle: () => Promise<void> };
const MAX_WAITING = 1000;
export function createResetWork(log: { error: (details: object, message: string) => void }): ResetWork {
  const queue = createWorkQueue({ concurrency: 1, maxWaiting: MAX_WAITING });
  const pending = new Set<Promise<void>>();
  return {
    add(task) {
      // Started once the answer is on its way (after this turn of the event loop): with the embedded database,
      // its queries run on this very thread and would otherwise hold the answer back.
      const done = new Promise((resolve) => setImmediate(resolve))
        .then(() => queue.run(task))
        .catch((error: unknown) => log.error({ err: error }, 'password reset request not handled'))
        .finally(() => pending.delete(done));
      pending.add(done);
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type ResetRequestOptions = {
  ip: string;
  store: AttemptStore;
  limits: ResetLimits;
  mail: ResetMailSettings;
  tokens: LinkTokens;
  work: ResetWork;
};

/** Counts the request (429 at once when over a limit), then leaves the rest to `work`, after the answer. */
export async function requestPasswordReset(
  db: Db,
  input: ForgotPasswordInput,
  { ip, store, limits, mail, tokens, work }: ResetRequestOptions,
): Promise<void> {
  await countRequest(store, limits, ip, input.email);
  work.add(() => mailResetLink(db, input.email, { mail, tokens }));
}

/**
 * Mails the account of `email` a link: the link it already has while that one is live (unused, unexpired, made
 * since the last password change or block), otherwise a new one. No account, or a blocked one: nothing.
 */
async function mailResetLink(
  db: Db,
  email: string,
  { mail, tokens, now = new Date() }: { mail: ResetMailSettings; tokens: LinkTokens; now?: Date },
): Promise<void> {
  const user = await findCredentials(db, { email });
  // No account, or a blocked one: the same answer was given, and no mail (a blocked account gets no way back in).
  if (!user || user.status === 'blocked') return;
  await db.transaction(async (tx) => {
    const live = await selectNewestLivePasswordReset(tx, user.id, now);
    let link = live && live.sessionVersion === user.sessionVersion ? live : undefined;
    let token = link ? tokens(link.id) : undefined;
    // A link made under another server key (JWT_SECRET changed) cannot be mailed again: a new one is made.
    if (!token || hashToken(token) !== link?.tokenHash) {
      const id = randomUUID();
      token = tokens(id);
      link = {
        id,
        userId: user.id,
        tokenHash: hashToken(token),
        sessionVersion: user.sessionVersion,
        expiresAt: new Date(now.getTime() + LINK_MS),
      };
      await insertPasswordReset(tx, link);
    }
    const minutes = Math.max(1, Math.ceil((link.expiresAt.getTime() - now.getTime()) / 60_000));
    await queueMail(
      tx,
      composeMail(mail.shopName, {
        to: user.email,
        subject: 'Reset your password',
        greeting: greetingFor(user.name, user.emailVerifiedAt !== null),
        paragraphs: [
          'Someone (we hope you) asked to reset the password of your account. Choose a new password with the ' +
            `button below. The link works once, for ${minutes} minutes.`,
        ],
        action: { label: 'Choose a new password', url: `${mail.origin}${resetPasswordPage(token)}` },
        after: ['If you did not ask for this, ignore this message: your password stays as it is.'],
      }),
    );
  });
}

/**
 * Sets the new password of the link's account and ends every session of it (and every other link). A used,
 * expired, spent (the password changed or the account was blocked since) or unknown link, or a blocked account:
 * 400, and nothing changes.
 */
export async function resetPasswordWithLink(
  db: Db,
  input: ResetPasswordInput,
  now = new Date(),
): Promise<void> {
  const tokenHash = hashToken(input.token);
  // A made-up or spent token costs the server no password hash; a live one is hashed for before it is taken, so
  // a busy server (503) does not use the link up.
  const live = await selectLivePasswordReset(db, tokenHash, now);
  const owner = live && (await findCredentials(db, { id: live.userId }));
  if (!live || !owner || owner.status === 'blocked' || owner.sessionVersion !== live.sessionVersion)
    throw badRequest(PASSWORD_RESET_MESSAGES.badLink);
  const passwordHash = await hashPassword(input.password);
  const done = await db.transaction(async (tx) => {
    const taken = await updatePasswordResetUsed(tx, tokenHash, now);
    if (!taken) return false;
    const user = await findCredentials(tx, { id: taken.userId });
    // The password changed (any way) or the account was blocked since the link was made: it is spent.
    if (!user || user.status === 'blocked' || user.sessionVersion !== taken.sessionVersion) return false;
    await replacePassword(tx, taken.userId, passwordHash);
    // The link was mailed to this address: opening it proves the mailbox (an invited staff member's first one).
    await markEmailVerified(tx, user.id, user.email, now);
    await endUserSessions(tx, taken.userId);
    await updateUserPasswordResetsUsed(tx, taken.userId, now);
    return true;
  });
  if (!done) throw badRequest(PASSWORD_RESET_MESSAGES.badLink);
}

/**
 * A new single-use link for the account, valid until `expiresAt`, written inside `tx`: the token to mail. Staff
 * invitations (invitation.service.ts) are such links, to choose a first password.
 */
export async function createPasswordLink(
  tx: Db,
  user: { id: string; sessionVersion: number },
  { tokens, expiresAt }: { tokens: LinkTokens; expiresAt: Date },
): Promise<string> {
  const id = randomUUID();
  const token = tokens(id);
  await insertPasswordReset(tx, {
    id,
    userId: user.id,
    tokenHash: hashToken(token),
    sessionVersion: user.sessionVersion,
    expiresAt,
  });
  return token;
}

/** Links that expired over a day ago are forgotten. */
export function prunePasswordResets(db: Db, now = new Date()): Promise<number> {
  return deletePasswordResetsBefore(db, new Date(now.getTime() - 24 * HOUR_MS));
}
