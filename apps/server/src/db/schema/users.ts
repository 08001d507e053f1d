import { ROLES, USER_STATUSES } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored lower-cased by the service, so a plain unique index is enough. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ROLES }).notNull().default('customer'),
    status: text('status', { enum: USER_STATUSES }).notNull().default('active'),
    /**
     * Carried in every access token (`sv`) and kept on every reset link; raising it (on a password change, any
     * way, and on a block) ends the access tokens already issued at once, instead of when they expire, and spends
     * every reset link of the account.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /**
     * When the owner opened the verification link mailed to `email` (ADR 048); null: the address is not proven,
     * and no mail to it carries words the account's creator chose.
     */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    check('users_role_check', sql`${table.role} in ${sqlList(ROLES)}`),
    check('users_status_check', sql`${table.status} in ${sqlList(USER_STATUSES)}`),
    index('users_created_at_idx').on(table.createdAt),
  ],
);
