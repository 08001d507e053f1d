import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bytea } from './bytea.ts';

/**
 * The car pictures when they are kept in the database (PICTURE_STORE=database, the default with DATABASE_URL):
 * one row per stored width, under the key the picture store names it by (`3f9c…-960.webp`,
 * `demo/suv-red-1a2b3c4d-480.webp`). Every app server on the database serves every picture (ADR 028).
 */
export const pictures = pgTable(
  'pictures',
  {
    key: text('key').primaryKey(),
    bytes: bytea('bytes').notNull(),
    writtenAt: timestamp('written_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('pictures_written_at_idx').on(table.writtenAt)],
);
