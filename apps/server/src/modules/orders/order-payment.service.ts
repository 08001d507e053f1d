import type { Db } from '../../db/client.ts';
import {
  type OrderPaymentColumns,
  selectOrderById,
  selectOrdersPastHold,
  updateOrderPaymentRow,
} from './repository.ts';

/**
 * What modules/payments reads and writes of an order (ADR 054): the order as the ledger sees it, and the ledger's
 * summary kept on the order, written in the ledger's own transaction so every order answer reads one table.
 */

export type OrderPaymentSummary = OrderPaymentColumns;

/** The order `id` (a well-formed UUID) as the payments ledger needs it; `forUpdate` locks it for the transaction. */
export async function getOrderForLedger(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const row = await selectOrderById(db, id, options);
  if (!row) return undefined;
  return {
    id: row.id,
    number: row.number,
    userId: row.userId,
    status: row.status,
    totalPrice: row.totalPrice,
    payment: row.paymentChoice,
    dueNow: row.breakdown?.dueNow ?? 0,
    summary: {
      paymentState: row.paymentState,
      amountPaid: row.amountPaid,
      amountRefunded: row.amountRefunded,
      holdUntil: row.holdUntil,
      reservedUntil: row.reservedUntil,
    } satisfies OrderPaymentSummary,
  };
}
export type LedgerOrder = NonNullable<Awaited<ReturnType<typeof getOrderForLedger>>>;

/** Writes the ledger's summary on the order (the payments module, inside the ledger's transaction). */
export function recordOrderPayment(db: Db, id: string, summary: OrderPaymentSummary): Promise<void> {
  return updateOrderPaymentRow(db, id, summary);
}

/** Pending orders paid online whose hold or reservation has ended by `now` (the release round's work). */
export function listOrdersPastHold(db: Db, now: Date, limit = 100): Promise<{ id: string }[]> {
  return selectOrdersPastHold(db, now, limit);
}
