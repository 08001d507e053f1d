import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The admin's webhook endpoints (issue 31, ADR 066): where the shop's events are POSTed, which ones, and the
 * secret each delivery is signed with. The secret is answered once, when the endpoint is added, and never again.
 */
export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: uuid('id').primaryKey().defaultRandom(),
  url: text('url').notNull(),
  /** The event types it receives (`car.created`, ...). */
  events: text('events').array().notNull(),
  /** `whsec_` and 32 random bytes in base64 (Standard Webhooks): the HMAC key is the decoded bytes. */
  secret: text('secret').notNull(),
  /** A disabled endpoint is sent nothing new; what was queued for it before still goes. */
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One event for one endpoint: the outbox of webhooks. Written in the transaction of the change it tells about
 * (one statement for every endpoint that wants the event), so it exists exactly when the change committed; a
 * worker on any server claims due rows (`FOR UPDATE SKIP LOCKED`, then a lease in `claimed_until`), POSTs the body
 * and records the answer's status, never its body. Deleting the endpoint deletes its log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id (`webhook-id`, the body's `id`): the same for every endpoint and every attempt. */
    eventId: uuid('event_id').notNull(),
    type: text('type').notNull(),
    /** The body as sent, `{ id, type, created, data }` in JSON: kept as text, the bytes every attempt signs. */
    payload: text('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Not before then: the backoff after a failed attempt; null once delivered or failed. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    failedAt: timestamp('failed_at', { withTimezone: true, mode: 'date' }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true, mode: 'date' }),
    /** The last answer's HTTP status, or null when there was none (refused, timed out, unreachable). */
    lastStatus: smallint('last_status'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('webhook_deliveries_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.deliveredAt} is null and ${table.failedAt} is null`),
    index('webhook_deliveries_endpoint_idx').on(table.endpointId, table.createdAt),
  ],
);
