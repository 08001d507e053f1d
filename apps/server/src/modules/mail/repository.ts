import { and, asc, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RowOf } from '../../db/row-of.ts';
import { mailOutbox } from '../../db/schema.ts';

/** The `mail_outbox` table (ADR 031): messages waiting, sent or given up. */

const mailColumns = {
  id: mailOutbox.id,
  recipient: mailOutbox.recipient,
  replyTo: mailOutbox.replyTo,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  attachments: mailOutbox.attachments,
  headers: mailOutbox.headers,
  attempts: mailOutbox.attempts,
  createdAt: mailOutbox.createdAt,
};
export type MailRow = RowOf<typeof mailOutbox, typeof mailColumns>;
export type NewMailRow = Pick<MailRow, 'recipient' | 'subject' | 'text' | 'html'> &
  Partial<Pick<MailRow, 'replyTo' | 'attachments' | 'headers'>>;

export async function insertMail(db: Db, message: NewMailRow): Promise<void> {
  await db.insert(mailOutbox).values(message);
}

/**
 * Claims up to `limit` messages that are due and not claimed by a live worker, in one statement: the rows are
 * picked `FOR UPDATE SKIP LOCKED` (a row another server is claiming at this moment is skipped, not waited for)
 * and leased until `leaseUntil`, their attempt counted. A worker that dies while sending leaves its lease to
 * lapse; the message is then claimed again.
 */
export async function updateClaimDueMail(
  db: Db,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<MailRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        // Due by the end of `now`'s millisecond: a row queued a moment ago carries the database's clock to the
        // microsecond, which a JavaScript date cannot; `<= now` would leave it to the next round.
        lt(mailOutbox.nextAttemptAt, new Date(now.getTime() + 1)),
        or(isNull(mailOutbox.claimedUntil), lt(mailOutbox.claimedUntil, now)),
      ),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({ claimedUntil: leaseUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning(mailColumns);
}

export async function updateMailSent(db: Db, id: string, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: at, claimedUntil: null, lastError: null })
    .where(sql`${mailOutbox.id} = ${id}`);
}

/** A failed attempt: try again at `retryAt`, or give up (`retryAt` null). */
export async function updateMailFailed(
  db: Db,
  id: string,
  { at, retryAt, error }: { at: Date; retryAt: Date | null; error: string },
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryAt
        ? { nextAttemptAt: retryAt, claimedUntil: null, lastError: error }
        : { failedAt: at, claimedUntil: null, lastError: error },
    )
    .where(sql`${mailOutbox.id} = ${id}`);
}

/** Forgets messages sent or given up before `before`; answers how many. */
export async function deleteMailBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(mailOutbox)
    .where(
      and(lt(mailOutbox.createdAt, before), or(isNotNull(mailOutbox.sentAt), isNotNull(mailOutbox.failedAt))),
    )
    .returning({ id: mailOutbox.id });
  return removed.length;
}
