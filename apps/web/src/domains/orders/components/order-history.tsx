import type { OrderHistoryEntry } from '@carshop/contract/order';
import { formatDateTime } from '@/lib/format';
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
        <li
          key={`${entry.at}-${entry.status}`}
          className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-slate-50 px-3 py-2"
        >
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
        </li>
      ))}
    </ol>
  );
}
