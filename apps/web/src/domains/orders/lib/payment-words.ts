import type { Order } from '@carshop/contract/order';
import { formatDateTime, formatMoney, type MoneySurface } from '@/lib/format';

/** An unpaid online order still in its hold on the car: it can be paid now ("Pay now"). */
export function awaitsPayment(order: Pick<Order, 'status' | 'terms' | 'payment'>, now = Date.now()): boolean {
  const { payment, terms } = order;
  return (
    order.status === 'pending' &&
    terms.payment !== 'handover' &&
    (payment.state === 'unpaid' || payment.state === 'failed') &&
    payment.holdUntil !== null &&
    Date.parse(payment.holdUntil) > now
  );
}

/** Where an order's money stands, in a few words (Track My Order's status cell); null when nothing is online. */
export function paymentLabel(order: Pick<Order, 'status' | 'terms' | 'payment'>): string | null {
  if (order.terms.payment === 'handover' && order.payment.state === 'unpaid') return null;
  switch (order.payment.state) {
    case 'paid':
      return 'Paid';
    case 'deposit_paid':
      return 'Deposit paid';
    case 'refunded':
      return 'Refunded';
    case 'failed':
      return 'Payment failed';
    case 'unpaid':
      return awaitsPayment(order) ? 'Awaiting payment' : 'Not paid';
  }
}

/**
 * The order's payment in a sentence for its page (issue 29): what was taken online and what is still due, when
 * the hold or the reservation ends. Pay at handover reads as such: its `unpaid` is not a debt.
 */
export function paymentSentence(
  order: Pick<Order, 'status' | 'terms' | 'payment'>,
  surface: MoneySurface = 'orders',
): string {
  const money = (amount: number) => formatMoney(amount, surface);
  const { payment, terms } = order;
  const due = terms.breakdown.dueAtHandover;
  const refund = payment.refunded > 0 ? ` ${money(payment.refunded)} was refunded to you.` : '';
  switch (payment.state) {
    case 'paid':
      return `Paid online: ${money(payment.paid)}.${due > 0 ? ` ${money(due)} is due at handover.` : ''}${refund}`;
    case 'deposit_paid':
      return (
        `Deposit paid: ${money(payment.paid)}. ` +
        (payment.reservedUntil && order.status === 'pending'
          ? `The car is reserved for you until ${formatDateTime(payment.reservedUntil)}. `
          : '') +
        `The rest, ${money(due)}, is due at handover.${refund}`
      );
    case 'refunded':
      return `Refunded: ${money(payment.refunded)} was given back to you.`;
    case 'failed':
    case 'unpaid': {
      if (terms.payment === 'handover') return `${money(due)} is due when the car is handed over to you.`;
      const failed = payment.state === 'failed' ? 'The last payment attempt did not go through. ' : '';
      if (awaitsPayment(order) && payment.holdUntil)
        return `${failed}Not paid yet: pay ${money(terms.breakdown.dueNow)} by ${formatDateTime(payment.holdUntil)} to keep the car; after that it goes back on sale.`;
      return `${failed}Not paid: nothing was taken online.`;
    }
  }
}
