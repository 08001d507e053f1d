import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { RowOf } from '../../db/row-of.ts';
import { payments, receiptCounters, receipts } from '../../db/schema.ts';

/** The `receipts` table and its counter (ADR 056). Ids must already be well-formed UUIDs. */

const receiptColumns = {
  id: receipts.id,
  number: receipts.number,
  paymentId: receipts.paymentId,
  orderId: receipts.orderId,
  kind: receipts.kind,
  amount: receipts.amount,
  currency: receipts.currency,
  issuedAt: receipts.issuedAt,
};
export type ReceiptRow = RowOf<typeof receipts, typeof receiptColumns>;

/** What the ledger holds that has no receipt yet: succeeded payments and succeeded refunds, oldest first. */
export function selectLedgerRowsWithoutReceipt(db: Db, limit: number) {
  return db
    .select({
      paymentId: payments.id,
      orderId: payments.orderId,
      kind: payments.kind,
      amount: payments.amount,
      currency: payments.currency,
    })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(and(eq(payments.status, 'succeeded'), isNull(receipts.id)))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(limit);
}

/**
 * Takes the next receipt number: the counter row moves by one inside the caller's transaction, so its lock
 * makes a second round wait, and a transaction that rolls back gives its number back (no gaps).
 */
export async function updateNextReceiptNumber(tx: Db, shop = 'default'): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ shop, last: 1 })
    .onConflictDoUpdate({ target: receiptCounters.shop, set: { last: sql`${receiptCounters.last} + 1` } })
    .returning({ last: receiptCounters.last });
  return row!.last;
}

/** Whether the ledger row has its receipt already (read under the counter's lock, so it sees the last one). */
export async function selectReceiptExists(tx: Db, paymentId: string): Promise<boolean> {
  const [row] = await tx.select({ id: receipts.id }).from(receipts).where(eq(receipts.paymentId, paymentId));
  return row !== undefined;
}

export async function insertReceipt(
  tx: Db,
  row: Omit<ReceiptRow, 'id'> & { pdf: Buffer },
): Promise<ReceiptRow> {
  const [inserted] = await tx.insert(receipts).values(row).returning(receiptColumns);
  return inserted!;
}

export async function selectReceiptPdf(db: Db, id: string) {
  const [row] = await db
    .select({ ...receiptColumns, pdf: receipts.pdf })
    .from(receipts)
    .where(eq(receipts.id, id));
  return row;
}

export function selectReceiptsOfOrders(db: Db, orderIds: string[]): Promise<ReceiptRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select(receiptColumns)
    .from(receipts)
    .where(or(...orderIds.map((id) => eq(receipts.orderId, id))))
    .orderBy(asc(receipts.number));
}
