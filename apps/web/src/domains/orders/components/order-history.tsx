import type { OrderHistoryEntry, OrderPaymentEvent } from '@carshop/contract/order';
import type { ReactNode } from 'react';
import { formatDateTime, formatMoney } from '@/lib/format';
import { OrderStatusBadge } from '../order-status-badge';

/**
 * Who made a change, as the viewer may know it: an admin sees names (`by`); the customer sees "you", "the shop"
 * and "our team" (the API names nobody to a customer).
 */
function whoDid(entry: OrderHistoryEntry, viewer: 'admin' | 'customer'): string {
  if (entry.actor === 'shop') return 'the shop (left pending too long)';
  if (viewer === 'customer') return entry.actor === 'customer' ? 'you' : 'our team';
  return entry.by?.name ?? 'a deleted account';
}

/** One line of an order's history (its status or its payments). */
function HistoryItem({ children }: { children: ReactNode }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-slate-50 px-3 py-2">
      {children}
    </li>
  );
}

/** An order's status changes, newest first: from what, to what, by whom, when. */
export function OrderHistoryList({
  history,
  viewer,
}: {
  history: readonly OrderHistoryEntry[];
  viewer: 'admin' | 'customer';
}) {
  return (
    <ol className="grid gap-2 text-sm">
      {[...history].reverse().map((entry) => (
        <HistoryItem key={`${entry.at}-${entry.status}`}>
          {entry.from ? (
            <>
              <OrderStatusBadge status={entry.from} />
              <span aria-hidden="true">→</span>
              <span className="sr-only">to</span>
            </>
          ) : (
            <span className="text-slate-700">Placed as</span>
          )}
          <OrderStatusBadge status={entry.status} />
          <span className="text-slate-700">
            by {whoDid(entry, viewer)}, <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </span>
        </HistoryItem>
      ))}
    </ol>
  );
}

/** What each payment event says, with its amount (issue 29): the same words for the buyer and the admin. */
const PAYMENT_EVENT_WORDS: Record<OrderPaymentEvent['event'], (amount: string) => string> = {
  started: (amount) => `Payment of ${amount} started on the payment page`,
  paid: (amount) => `${amount} paid online`,
  deposit_paid: (amount) => `Deposit of ${amount} paid online`,
  failed: (amount) => `Payment of ${amount} declined`,
  expired: (amount) => `Payment of ${amount} not completed: the payment page closed`,
  refunded: (amount) => `${amount} refunded to the card`,
};

/** An order's payment events, newest first (issue 29): started, paid, failed, expired, refunded, when. */
export function PaymentHistoryList({ events }: { events: readonly OrderPaymentEvent[] }) {
  return (
    <ol className="grid gap-2 text-sm">
      {[...events].reverse().map((entry) => (
        <HistoryItem key={`${entry.at}-${entry.event}`}>
          <span className="font-medium text-slate-900">
            {PAYMENT_EVENT_WORDS[entry.event](formatMoney(entry.amount, 'orders'))}
          </span>
          <span className="text-slate-700">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
          </span>
        </HistoryItem>
      ))}
    </ol>
  );
}
