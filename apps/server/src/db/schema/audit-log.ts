import { AUDIT_KINDS } from '@carshop/contract/audit';
import { ROLES } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sqlList } from './sql-list.ts';

/**
 * Every staff write (issue 30, ADR 055): who, when, what kind, on what, the values before and after. Append-only:
 * a trigger (its migration) refuses every UPDATE and DELETE, and no route writes anything but an INSERT. The
 * person is kept as they were (no foreign key: their row may change or go, the entry must not).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role', { enum: ROLES }).notNull(),
    kind: text('kind', { enum: AUDIT_KINDS }).notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    /** What the target was called then (a car's brand and model, an order's number, a user's email). */
    targetLabel: text('target_label').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.at.desc()),
    index('audit_log_kind_idx').on(table.kind, table.at.desc()),
    check('audit_log_kind_check', sql`${table.kind} in ${sqlList(AUDIT_KINDS)}`),
  ],
);
