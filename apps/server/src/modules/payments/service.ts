import { isFinalOrderStatus } from '@carshop/contract/order-status';
import { PAYMENT_MESSAGES } from '@carshop/contract/payment';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { badRequest, conflict, HttpError } from '../../lib/http-error.ts';
import { getOrderForLedger } from '../orders/order-payment.service.ts';
import { getOrderToPay } from '../orders/order-reads.service.ts';
import { queueWebhookEvent } from '../webhooks/service.ts';
import { syncOrderPayment } from './ledger-summary.ts';
import { InvalidEventError, type PaymentProvider, type PaymentState } from './payment-provider.ts';
import {
  insertPaymentEvent,
  insertPaymentRow,
  selectNetPaid,
  selectPaymentByRef,
  selectPaymentRows,
  selectPaymentsToRefund,
  updatePaymentStatus,
} from './repository.ts';

/** Money online (ADR 050): payment requests for orders, the provider's events, refunds of canceled orders. */

/** The hold on an order's cars while it is paid online, and the deposit's refund policy (ADR 054). */
type HoldPolicy = { holdMinutes: number; reservationDays: number; depositRefundable: boolean };

export type Payments = { provider: PaymentProvider; currency: string; hold: HoldPolicy };

export const paymentsNotOffered = () => new HttpError(409, PAYMENT_MESSAGES.notOffered);

/**
 * POST /orders/client-secret: a payment request for what the order still owes online, for its own customer. The
 * amount is the server's (the deposit of a deposit order, else the total, less what was paid); two requests at
 * once, or one again later,
 * share one payment request while it is open.
 */
export async function requestClientSecret(
  db: Db,
  payments: Payments | undefined,
  viewer: AuthUser,
  orderId: string,
) {
  // Whose order it is comes first: nobody learns of another's order from "no payments here".
  const order = await getOrderToPay(db, viewer, orderId);
  if (!payments) throw paymentsNotOffered();
  // A final order (handed over, or canceled) takes no more money.
  if (isFinalOrderStatus(order.status)) throw conflict(PAYMENT_MESSAGES.notPayable);
  // A deposit order owes its deposit online (the rest at handover); any other order may be paid in full.
  const owedOnline = order.payment === 'deposit' ? order.dueNow : order.totalPrice;
  const due = Math.round((owedOnline - (await selectNetPaid(db, order.id))) * 100) / 100;
  if (due <= 0)
    throw conflict(order.payment === 'deposit' ? PAYMENT_MESSAGES.depositPaid : PAYMENT_MESSAGES.paid);
  const rows = await selectPaymentRows(db, order.id);
  const open = rows.find((row) => row.kind === 'payment' && row.status === 'pending');
  if (open && open.amount === due && open.currency === payments.currency) {
    return {
      clientSecret: await payments.provider.clientSecretOf(open.providerRef),
      amount: due,
      currency: open.currency,
    };
  }
  if (open) {
    // The open request is for another amount: it is canceled at the provider first, so its client secret can
    // no longer take money the ledger would not count. Paid meanwhile, it is the payment (the event follows).
    const outcome = await payments.provider.cancelPayment(open.providerRef);
    await moveOrderPayment(db, payments, order.id, open.id, outcome);
    if (outcome === 'succeeded') throw conflict(PAYMENT_MESSAGES.justPaid);
  }
  // The key names this order's n-th request: two at once ask the provider for the same one.
  const { providerRef, clientSecret } = await payments.provider.requestPayment({
    orderId: order.id,
    orderNumber: order.number,
    amount: due,
    currency: payments.currency,
    idempotencyKey: `order-${order.id}-payment-${rows.length + 1}`,
  });
  // Two requests at once got the same one from the provider (the key): whichever is recorded, it is this one.
  await recordPendingPayment(db, payments, order.id, { providerRef, amount: due });
  return { clientSecret, amount: due, currency: payments.currency };
}

/**
 * Records a payment request the provider has just opened as the order's pending payment, under the order's ledger
 * lock. False when another request for the order was recorded at the same moment (one pending payment per order):
 * the caller decides what becomes of its own.
 */
export async function recordPendingPayment(
  db: Db,
  payments: Payments,
  orderId: string,
  request: { providerRef: string; pageUrl?: string; amount: number },
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      await getOrderForLedger(tx, orderId, { forUpdate: true });
      await insertPaymentRow(tx, {
        orderId,
        kind: 'payment',
        provider: payments.provider.name,
        currency: payments.currency,
        status: 'pending',
        ...request,
      });
      await syncOrderPayment(tx, orderId, payments.hold);
    });
    return true;
  } catch (error) {
    if (!isUniqueViolation(error, 'payments_one_pending_per_order')) throw error;
    return false;
  }
}

/**
 * The provider's signed event (POST /payments/stripe/webhook): checked, then acted on once, however often and in
 * whatever order it arrives. A payment that succeeds for an order canceled meanwhile is given back by
 * `refundCanceledOrders`, which the caller runs next.
 */
export async function receivePaymentEvent(
  db: Db,
  payments: Payments,
  rawBody: string,
  signature: string | undefined,
): Promise<{ handled: boolean }> {
  const { provider } = payments;
  let event: ReturnType<PaymentProvider['readEvent']>;
  try {
    event = provider.readEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof InvalidEventError) throw badRequest(PAYMENT_MESSAGES.badEvent);
    throw error;
  }
  const handled = await db.transaction(async (tx) => {
    if (!(await insertPaymentEvent(tx, event.id, event.type))) return false;
    const payment = event.payment;
    if (!payment) return true;
    const row = await selectPaymentByRef(tx, payment.providerRef);
    // Not a payment this shop asked for (another integration on the same account): acknowledged, left alone.
    if (!row) return true;
    await moveLedgerRow(tx, payments, row.orderId, row.id, payment.status);
    return true;
  });
  return { handled };
}

/**
 * Gives back every payment of a canceled order (of `orderId`, or of all), each exactly once: the provider's
 * idempotency key is the payment's id, and the ledger keeps one refund per payment, so two servers running this
 * at once, or a run after a crash, refund nothing twice. With DEPOSIT_REFUNDABLE off, a deposit paid before the
 * buyer canceled or its reservation lapsed is kept (selectPaymentsToRefund says which).
 */
export async function refundCanceledOrders(
  db: Db,
  payments: Pick<Payments, 'provider' | 'hold'>,
  { limit = 50, orderId }: { limit?: number; orderId?: string } = {},
): Promise<number> {
  const { provider } = payments;
  const keepDeposits = !payments.hold.depositRefundable;
  let refunded = 0;
  for (const payment of await selectPaymentsToRefund(db, { limit, orderId, keepDeposits })) {
    const refund = await provider.refund({
      paymentRef: payment.providerRef,
      amount: payment.amount,
      currency: payment.currency,
      idempotencyKey: `refund-${payment.id}`,
    });
    await db
      .transaction(async (tx) => {
        await getOrderForLedger(tx, payment.orderId, { forUpdate: true });
        await insertPaymentRow(tx, {
          orderId: payment.orderId,
          kind: 'refund',
          provider: provider.name,
          providerRef: refund.providerRef,
          refundOf: payment.id,
          amount: payment.amount,
          currency: payment.currency,
          status: refund.status,
        });
        await syncOrderPayment(tx, payment.orderId, payments.hold);
      })
      .catch((error: unknown) => {
        if (!isUniqueViolation(error, 'payments_one_refund_per_payment')) throw error;
      });
    refunded += 1;
  }
  return refunded;
}

/**
 * Moves one payment of the ledger and the order's summary with it, in one transaction. The order is locked
 * first, as every writer of an order's ledger does, so two of them wait for each other instead of deadlocking.
 */
async function moveLedgerRow(
  tx: Db,
  payments: Pick<Payments, 'hold'>,
  orderId: string,
  paymentId: string,
  status: PaymentState,
) {
  await getOrderForLedger(tx, orderId, { forUpdate: true });
  const moved = await updatePaymentStatus(tx, paymentId, status);
  await syncOrderPayment(tx, orderId, payments.hold);
  // Money in (not a refund going out): `payment.received` for the dealer's other systems (ADR 066), once, as the
  // payment reaches `succeeded` (a late event again moves nothing).
  if (moved && status === 'succeeded') {
    const payment = (await selectPaymentRows(tx, orderId)).find((row) => row.id === paymentId);
    if (payment?.kind === 'payment') {
      const { id, kind, amount, currency, status: state } = payment;
      await queueWebhookEvent(tx, 'payment.received', {
        payment: { _id: id, orderId, kind, amount, currency, status: state },
      });
    }
  }
}

export function moveOrderPayment(
  db: Db,
  payments: Pick<Payments, 'hold'>,
  orderId: string,
  paymentId: string,
  status: PaymentState,
) {
  return db.transaction((tx) => moveLedgerRow(tx, payments, orderId, paymentId, status));
}
