import type { OrderDetail } from '@carshop/contract/order';
import { isFinalOrderStatus } from '@carshop/contract/order-status';
import { checkoutReturnPages } from '@carshop/contract/page-paths';
import { PAYMENT_MESSAGES, type PaymentReturnRequest } from '@carshop/contract/payment';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { getOrderForLedger, type LedgerOrder } from '../orders/order-payment.service.ts';
import { getOrderToPay, getUserOrdersOrOrder } from '../orders/order-reads.service.ts';
import { selectNetPaid, selectPaymentByRef, selectPaymentRows } from './repository.ts';
import {
  moveOrderPayment,
  type Payments,
  paymentsNotOffered,
  recordPendingPayment,
  refundCanceledOrders,
} from './service.ts';

/**
 * Paying on the provider's hosted page (ADR 054): POST /orders/checkout-session opens it for what the order owes
 * now, POST /payments/stripe/return settles what the buyer came back from. The webhook settles the same page;
 * whichever comes first moves the ledger, and the other finds nothing left to move.
 */

const MINUTE_MS = 60_000;
/** Stripe closes a page no sooner than 30 minutes after it is opened; a minute more for the request's way there. */
const SHORTEST_PAGE_MS = 31 * MINUTE_MS;

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** Whether the hold on an unpaid online order's cars has ended (it is released then, or has been). */
export function holdEnded(order: Pick<LedgerOrder, 'summary'>, now: Date): boolean {
  const { paymentState, holdUntil } = order.summary;
  return (paymentState === 'unpaid' || paymentState === 'failed') && !!holdUntil && holdUntil <= now;
}

/** What the order owes online now: its deposit, or its total, less what was paid; refuses (409) when nothing. */
async function dueNow(db: Db, order: LedgerOrder, now: Date): Promise<number> {
  if (holdEnded(order, now)) throw conflict(PAYMENT_MESSAGES.holdEnded);
  if (isFinalOrderStatus(order.status)) throw conflict(PAYMENT_MESSAGES.notPayable);
  if (order.payment === 'handover') throw conflict(PAYMENT_MESSAGES.nothingDue);
  const owed = order.payment === 'deposit' ? order.dueNow : order.totalPrice;
  const due = cents(owed - (await selectNetPaid(db, order.id)));
  if (due <= 0)
    throw conflict(order.payment === 'deposit' ? PAYMENT_MESSAGES.depositPaid : PAYMENT_MESSAGES.paid);
  return due;
}

/**
 * The hosted payment page for what the customer's own order owes now (anyone else's: 404). An open page for the
 * same amount is answered again while the provider still takes payment there; two taps at once open one page
 * (the provider's idempotency key names the order's n-th page). The page closes when the hold does.
 */
export async function openHostedPayment(
  db: Db,
  payments: Payments | undefined,
  viewer: AuthUser,
  orderId: string,
  { origin, now = new Date() }: { origin: string; now?: Date },
): Promise<{ url: string }> {
  const payable = await getOrderToPay(db, viewer, orderId);
  if (!payments) throw paymentsNotOffered();
  const order = (await getOrderForLedger(db, payable.id))!;
  const due = await dueNow(db, order, now);
  const rows = await selectPaymentRows(db, order.id);
  const open = rows.find((row) => row.kind === 'payment' && row.status === 'pending');
  if (open) {
    const same = open.pageUrl && open.amount === due && open.currency === payments.currency;
    // The same page while it still takes payment; anything else is closed first, so it can take no money the
    // ledger would not count (paid meanwhile, it is the payment).
    const state = same
      ? await payments.provider.hostedPageState(open.providerRef)
      : await payments.provider.cancelPayment(open.providerRef);
    if (state === 'pending' && open.pageUrl) return { url: open.pageUrl };
    await moveOrderPayment(db, payments, order.id, open.id, state);
    if (state === 'succeeded') throw conflict(PAYMENT_MESSAGES.justPaid);
  }
  const pages = checkoutReturnPages(order.id);
  const holdEnd = order.summary.holdUntil?.getTime() ?? now.getTime() + payments.hold.holdMinutes * MINUTE_MS;
  const page = await payments.provider.openHostedPage({
    orderId: order.id,
    orderNumber: order.number,
    amount: due,
    currency: payments.currency,
    idempotencyKey: `order-${order.id}-page-${rows.length + 1}`,
    label: `${order.payment === 'deposit' ? 'Deposit for order' : 'Order'} #${order.number}`,
    successUrl: `${origin}${pages.success}`,
    cancelUrl: `${origin}${pages.cancel}`,
    // The release round closes it when the hold ends; Stripe wants it open 30 minutes at least.
    expiresAt: new Date(Math.max(holdEnd, now.getTime() + SHORTEST_PAGE_MS)),
  });
  const recorded = await recordPendingPayment(db, payments, order.id, {
    providerRef: page.providerRef,
    pageUrl: page.url,
    amount: due,
  });
  if (recorded) return { url: page.url };
  // Another tap opened a page at the same moment: that one is the order's page, ours is closed.
  await payments.provider.cancelPayment(page.providerRef);
  const theirs = (await selectPaymentRows(db, order.id)).find(
    (row) => row.kind === 'payment' && row.status === 'pending',
  );
  if (!theirs?.pageUrl) throw conflict(PAYMENT_MESSAGES.justPaid);
  return { url: theirs.pageUrl };
}

/**
 * The buyer is back from the hosted page: the provider is asked what became of it, the ledger moves (once,
 * whether or not the webhook came first), money taken for an order released meanwhile goes back at once, and the
 * order is answered with its payment summary. Only the order's own customer, and only a page of that order.
 */
export async function settleHostedPayment(
  db: Db,
  payments: Payments | undefined,
  viewer: AuthUser,
  { orderId, sessionId }: PaymentReturnRequest,
): Promise<OrderDetail> {
  const payable = await getOrderToPay(db, viewer, orderId);
  if (!payments) throw paymentsNotOffered();
  const row = await selectPaymentByRef(db, sessionId);
  if (!row || row.orderId !== payable.id || row.kind !== 'payment' || !row.pageUrl)
    throw notFound(PAYMENT_MESSAGES.paymentNotFound);
  const state = await payments.provider.hostedPageState(row.providerRef);
  await moveOrderPayment(db, payments, payable.id, row.id, state);
  if (state === 'succeeded') await refundCanceledOrders(db, payments, { orderId: payable.id });
  return (await getUserOrdersOrOrder(db, viewer, payable.id)) as OrderDetail;
}
