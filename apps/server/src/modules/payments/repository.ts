import { and, desc, eq, gte, isNull, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { counted, totalOver } from '../../db/counted.ts';
import type { RowOf } from '../../db/row-of.ts';
import { orderStatusHistory, orders, paymentEvents, payments } from '../../db/schema.ts';
import type { PaymentState } from './payment-provider.ts';

/** The `payments` ledger and `payment_events` (ADR 050). Ids must already be well-formed UUIDs. */

const paymentColumns = {
  id: payments.id,
  orderId: payments.orderId,
  kind: payments.kind,
  providerRef: payments.providerRef,
  amount: payments.amount,
  currency: payments.currency,
  status: payments.status,
  pageUrl: payments.pageUrl,
};
export type PaymentRow = RowOf<typeof payments, typeof paymentColumns>;

export function selectPaymentRows(db: Db, orderId: string): Promise<PaymentRow[]> {
  return db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt);
}

/** Inserts the row unless the provider's id is known already; answers the row either way. */
export async function insertPaymentRow(
  db: Db,
  row: Omit<PaymentRow, 'id' | 'pageUrl'> & { provider: string; refundOf?: string; pageUrl?: string },
): Promise<PaymentRow> {
  const [inserted] = await db
    .insert(payments)
    .values(row)
    .onConflictDoNothing({ target: payments.providerRef })
    .returning(paymentColumns);
  if (inserted) return inserted;
  const [known] = await db
    .select(paymentColumns)
    .from(payments)
    .where(eq(payments.providerRef, row.providerRef));
  return known!;
}

export async function selectPaymentByRef(db: Db, providerRef: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select(paymentColumns).from(payments).where(eq(payments.providerRef, providerRef));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Moves a payment to `status` unless it has already ended: `succeeded` is final, and `canceled` gives way only to
 * `succeeded`, so an event that arrives late (a failure reported after the success) changes nothing, while money
 * the provider took as the shop closed the page (a payment crossing a release, ADR 054) is still recorded, and then
 * refunded. Answers whether it moved.
 */
export async function updatePaymentStatus(db: Db, id: string, status: PaymentState): Promise<boolean> {
  const ended: PaymentState[] = status === 'succeeded' ? ['succeeded'] : ['succeeded', 'canceled'];
  const moved = await db
    .update(payments)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(payments.id, id), notInArray(payments.status, ended)))
    .returning({ id: payments.id });
  return moved.length > 0;
}

/** Records a provider's event as handled; false when it had been already (delivered again). */
export async function insertPaymentEvent(db: Db, id: string, type: string): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values({ id, type })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

const refunds = alias(payments, 'refunds');

/**
 * Succeeded payments of canceled orders that have not been given back yet (oldest first), of one order or all.
 * `keepDeposits` (DEPOSIT_REFUNDABLE=false, ADR 054): a deposit paid before its order was canceled by the buyer
 * or by the shop's round (the reservation lapsed) is kept; one canceled by an admin, or paid after the cancel (a
 * payment that crossed the release), still goes back.
 */
export function selectPaymentsToRefund(
  db: Db,
  { limit, orderId, keepDeposits }: { limit: number; orderId?: string; keepDeposits: boolean },
): Promise<PaymentRow[]> {
  const lastCancel = (column: 'actor' | 'changed_at') => sql`(
    select ${sql.raw(`history.${column}`)} from ${orderStatusHistory} as history
    where history.order_id = ${orders.id} and history.to_status = 'canceled'
    order by history.changed_at desc limit 1)`;
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(refunds, eq(refunds.refundOf, payments.id))
    .where(
      and(
        eq(payments.kind, 'payment'),
        eq(payments.status, 'succeeded'),
        eq(orders.status, 'canceled'),
        isNull(refunds.id),
        orderId ? eq(payments.orderId, orderId) : undefined,
        keepDeposits
          ? or(
              ne(orders.paymentChoice, 'deposit'),
              sql`${lastCancel('actor')} = 'admin'`,
              sql`${lastCancel('changed_at')} < ${payments.updatedAt}`,
            )
          : undefined,
      ),
    )
    .orderBy(payments.updatedAt)
    .limit(limit);
}

/** Money taken for an order and not given back: succeeded payments less succeeded (or pending) refunds. */
export async function selectNetPaid(db: Db, orderId: string): Promise<number> {
  const [row] = await db
    .select({
      net: sql<string>`coalesce(sum(case
        when ${payments.kind} = 'payment' and ${payments.status} = 'succeeded' then ${payments.amount}
        when ${payments.kind} = 'refund' and ${payments.status} in ('succeeded', 'pending') then -${payments.amount}
        else 0 end), 0)`,
    })
    .from(payments)
    .where(eq(payments.orderId, orderId));
  return Number(row?.net ?? 0);
}

/** Payments that succeeded since `since` (their row last moved then), newest first, and how many (Today, issue 30). */
export async function selectPaymentsReceived(db: Db, since: Date, limit: number) {
  return counted(
    await db
      .select({
        id: payments.id,
        orderId: payments.orderId,
        amount: payments.amount,
        currency: payments.currency,
        receivedAt: payments.updatedAt,
        total: totalOver,
      })
      .from(payments)
      .where(
        and(eq(payments.kind, 'payment'), eq(payments.status, 'succeeded'), gte(payments.updatedAt, since)),
      )
      .orderBy(desc(payments.updatedAt), desc(payments.id))
      .limit(limit),
  );
}
