import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A file sent with a message (a receipt's PDF), its bytes in base64: the message is whole in its row. */
export type MailAttachment = { filename: string; contentType: string; base64: string };

/**
 * Mail waiting to go out, and what went (ADR 031). A message is written here in the same transaction as what
 * caused it (an order placed, a reset asked for), so it exists exactly when that happened; a worker on any app
 * server claims due rows (`FOR UPDATE SKIP LOCKED`, then a lease in `claimed_until`), sends them and marks them
 * sent, or counts the attempt and tries again later. Sent and given-up rows are pruned after a while.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One address: every message of the shop goes to one person (or to the shop). */
    recipient: text('recipient').notNull(),
    /** Where a reply goes instead of MAIL_FROM: the buyer, on the shop's copy of an enquiry. */
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Files attached (a receipt's PDF, ADR 056): kept in the row, so the worker needs nothing of other modules. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** Headers of the message besides the usual ones (an alert's List-Unsubscribe, RFC 8058; ADR 071). */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    /** Not before then: the backoff after a failed attempt. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** A worker is sending it until then; after it, the claim has lapsed (that worker died) and any may retry. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    /** Given up after MAIL_MAX_ATTEMPTS: kept for the operator with the last error. */
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.sentAt} is null and ${table.failedAt} is null`),
    index('mail_outbox_created_at_idx').on(table.createdAt),
  ],
);
