import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Saved searches (issue 32): a buyer's catalogue filters, each under a name. `query` is
 * the catalogue's query string as the contract normalised it (saved-search.ts), so it opens the catalogue as is.
 * A deleted user takes theirs with them.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    query: text('query').notNull(),
    /** "Email me new matches" (ADR 071): off unless the buyer asked (the rows saved before alerts existed too). */
    alerts: boolean('alerts').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('saved_searches_user_idx').on(table.userId, table.createdAt)],
);
