import { ORDER_ACTORS, ORDER_STATUSES } from '@carshop/contract/constants';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { sqlList } from './sql-list.ts';
import { users } from './users.ts';

/** Every status change of an order: from what, to what, by whom, when. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Who: the order's customer (placing it, canceling it), an admin, or the shop itself (a pending order no admin
     * moved on, canceled after ORDER_PENDING_DAYS; `changed_by` is then null).
     */
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('order_status_history_order_idx').on(table.orderId, table.changedAt),
    check('order_status_history_actor_check', sql`${table.actor} in ${sqlList(ORDER_ACTORS)}`),
  ],
);
