import { ENQUIRY_ENTRY_KINDS } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enquiries } from './enquiries.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.ts';

/**
 * An enquiry's thread (issue 30): what the shop wrote back (`reply`, mailed to the buyer and shown in their My
 * Enquiries) and what staff noted for each other (`note`, never shown or mailed to the buyer). The author's name
 * is kept as it was, so the thread still reads right once the account is gone.
 */
export const enquiryEntries = pgTable(
  'enquiry_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ENQUIRY_ENTRY_KINDS }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('enquiry_entries_kind_check', sql`${table.kind} in ${sqlList(ENQUIRY_ENTRY_KINDS)}`),
    index('enquiry_entries_enquiry_idx').on(table.enquiryId, table.createdAt),
  ],
);
