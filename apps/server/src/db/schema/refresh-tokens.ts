import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Refresh tokens are stored as SHA-256 hashes. Every login starts a family; each refresh rotates the token
 * within its family. Presenting an already-rotated token revokes the whole family (theft detection).
 * Revoked and expired rows are pruned (modules/sessions/service.ts `pruneSessions`).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /**
     * When the family's first token was issued (the login): every token of the family carries it, so a
     * session's absolute age is known without a second table (SESSION_MAX_AGE_DAYS).
     */
    sessionStartedAt: timestamp('session_started_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    replacedAt: timestamp('replaced_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_user_idx').on(table.userId),
    index('refresh_tokens_family_idx').on(table.familyId),
  ],
);
