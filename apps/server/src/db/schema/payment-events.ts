import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The provider's events this shop has acted on: each is handled once, however often it is delivered. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
