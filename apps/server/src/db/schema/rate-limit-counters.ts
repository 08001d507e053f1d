import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The abuse counters (failed logins, wrong current passwords, sign-ups) when the app runs on a PostgreSQL server:
 * one store every app server shares, kept across restarts (modules/auth/attempt-store.ts). The columns are the
 * ones rate-limiter-flexible's Drizzle store reads and writes: `points` is the count, `expire` the window's end.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true, mode: 'date' }),
});
