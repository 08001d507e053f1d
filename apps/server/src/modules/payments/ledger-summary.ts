import type { Db } from '../../db/client.ts';
import {
  getOrderForLedger,
  type LedgerOrder,
  type OrderPaymentSummary,
  recordOrderPayment,
} from '../orders/order-payment.service.ts';
import { recordPaymentHistory } from './payment-history.ts';
import { type PaymentRow, selectPaymentRows } from './repository.ts';

/**
 * The ledger's summary on the order (ADR 054): what was taken and kept, what went back, the payment state, and
 * the reservation a paid deposit buys. Written by every change to the ledger, in its transaction.
 */

const DAY_MS = 86_400_000;
const cents = (amount: number) => Math.round(amount * 100) / 100;
const sum = (rows: PaymentRow[]) => cents(rows.reduce((total, row) => total + row.amount, 0));

/** The summary of `rows` (the order's ledger, oldest first) for `order`; pure, so the rule reads in one place. */
function summarizeLedger(
  order: Pick<LedgerOrder, 'payment' | 'totalPrice' | 'summary'>,
  rows: PaymentRow[],
  { reservationDays, now }: { reservationDays: number; now: Date },
): OrderPaymentSummary {
  // A refund asked for counts as given back: the provider has it, and it is never taken back.
  const refunded = sum(
    rows.filter((row) => row.kind === 'refund' && row.status !== 'failed' && row.status !== 'canceled'),
  );
  const paid = cents(
    sum(rows.filter((row) => row.kind === 'payment' && row.status === 'succeeded')) - refunded,
  );
  const lastAttempt = rows.filter((row) => row.kind === 'payment').at(-1);
  const paymentState =
    paid > 0
      ? order.payment === 'deposit' && paid < order.totalPrice
        ? 'deposit_paid'
        : 'paid'
      : refunded > 0
        ? 'refunded'
        : lastAttempt?.status === 'failed'
          ? 'failed'
          : 'unpaid';
  const reservedUntil =
    paymentState === 'deposit_paid'
      ? (order.summary.reservedUntil ?? new Date(now.getTime() + reservationDays * DAY_MS))
      : order.summary.reservedUntil;
  return {
    paymentState,
    amountPaid: paid,
    amountRefunded: refunded,
    holdUntil: order.summary.holdUntil,
    reservedUntil,
  };
}

/**
 * Writes the order's summary, and its payment history, from its ledger. Call it inside the transaction that changed the ledger: it locks
 * the order first, so two changes to one order's ledger summarize one after the other, never over each other.
 */
export async function syncOrderPayment(
  tx: Db,
  orderId: string,
  options: { reservationDays: number; now?: Date },
): Promise<void> {
  const order = await getOrderForLedger(tx, orderId, { forUpdate: true });
  if (!order) return;
  const rows = await selectPaymentRows(tx, orderId);
  const summary = summarizeLedger(order, rows, {
    reservationDays: options.reservationDays,
    now: options.now ?? new Date(),
  });
  await recordOrderPayment(tx, orderId, summary);
  await recordPaymentHistory(tx, orderId);
}
