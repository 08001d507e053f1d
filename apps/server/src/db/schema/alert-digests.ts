import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The buyers' alert digests (issue 32, ADR 071): one row per buyer with alerts, its watermark. `sentUntil` is the
 * end of the last period the digest looked at: what happened after it goes into the next one, which is due a
 * period (ALERT_DIGEST_SECONDS) later. The row is locked (`FOR UPDATE SKIP LOCKED`) while one app server composes
 * the digest and moved on in the same transaction that queues the mail, so two servers never send it twice.
 */
export const alertDigests = pgTable('alert_digests', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sentUntil: timestamp('sent_until', { withTimezone: true, mode: 'date' }).notNull(),
  /** When the last digest was mailed (null: none yet). */
  lastMailedAt: timestamp('last_mailed_at', { withTimezone: true, mode: 'date' }),
});
