import type { Db } from '../../db/client.ts';
import { getOrderForLedger, listOrdersPastHold } from '../orders/order-payment.service.ts';
import { releaseHeldOrder, type StatusOptions } from '../orders/order-status.service.ts';
import { holdEnded } from './hosted-page.service.ts';
import { selectPaymentRows } from './repository.ts';
import { moveOrderPayment, type Payments, refundCanceledOrders } from './service.ts';

/**
 * The release round (ADR 054): a pending order paid online whose hold ended unpaid, or whose paid deposit's
 * reservation ended, is canceled by the shop, its cars back in stock, the buyer mailed. Before an unpaid one is
 * released its open payment page (or request) is closed at the provider: paid meanwhile, it is the payment and
 * the order stays. Money that still crosses a release goes back by the refund round, run right after.
 */
export async function releaseLapsedHolds(
  db: Db,
  payments: Payments,
  { changes, mail, now = new Date() }: StatusOptions,
): Promise<number> {
  let released = 0;
  for (const { id } of await listOrdersPastHold(db, now)) {
    const order = await getOrderForLedger(db, id);
    if (!order) continue;
    const unpaid = holdEnded(order, now);
    if (unpaid && (await closeOpenPayments(db, payments, id))) continue;
    const done = await releaseHeldOrder(db, id, {
      // Asked again with the order locked: a payment recorded since keeps the car for its buyer.
      stillHeld: (row) =>
        unpaid
          ? holdEnded({ summary: row }, now)
          : row.paymentState === 'deposit_paid' && !!row.reservedUntil && row.reservedUntil <= now,
      release: {
        reason: unpaid ? 'hold' : 'reservation',
        depositKept: !unpaid && !payments.hold.depositRefundable,
      },
      changes,
      mail,
      now,
    });
    if (done) released += 1;
  }
  if (released > 0) await refundCanceledOrders(db, payments);
  return released;
}

/** Closes the order's open pages and requests at the provider; answers whether one had been paid meanwhile. */
async function closeOpenPayments(db: Db, payments: Payments, orderId: string): Promise<boolean> {
  let paid = false;
  const open = (await selectPaymentRows(db, orderId)).filter(
    (row) => row.kind === 'payment' && row.status === 'pending',
  );
  for (const row of open) {
    const outcome = await payments.provider.cancelPayment(row.providerRef);
    await moveOrderPayment(db, payments, orderId, row.id, outcome);
    if (outcome === 'succeeded') paid = true;
  }
  return paid;
}
