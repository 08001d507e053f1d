import { type Order, orderNumber } from '@carshop/contract/order';
import type { TodayPayment } from '@carshop/contract/today';
import { AgendaItem } from '@/components/ui/agenda';
import { CallLink } from '@/components/ui/call-link';
import { formatDateTime, formatMoney, formatSpan } from '@/lib/format';
import { PaymentStateBadge } from './components/order-money';
import { OrderStatusDialog } from './components/order-status-dialog';

/** The orders of the staff's Today (issue 30): each one tap from a call and from its dialog (status, money). */

const cars = (order: Order) =>
  order.items
    .map((item) => `${item.car.brand} ${item.car.model}${item.quentity > 1 ? ` × ${item.quentity}` : ''}`)
    .join(', ');

function OrderActions({ order }: { order: Order }) {
  return (
    <>
      <CallLink phone={order.phone} name={order.name} />
      <OrderStatusDialog order={order} />
    </>
  );
}

const orderTitle = (order: Order) =>
  `${orderNumber(order)} · ${order.name} · ${formatMoney(order.totalPrice, 'orders')}`;

/** A pending order nobody has moved on: how long it has waited (a day or more stands out). */
export function OrderToCall({ order, now }: { order: Order; now: string }) {
  const waitedMs = new Date(now).getTime() - new Date(order.createdAt).getTime();
  return (
    <AgendaItem
      urgent={waitedMs >= 86_400_000}
      title={orderTitle(order)}
      actions={<OrderActions order={order} />}
    >
      <p className="text-slate-700">{cars(order)}</p>
      <p className="font-medium text-slate-700">Waiting {formatSpan(order.createdAt, now)}</p>
    </AgendaItem>
  );
}

/** A paid deposit whose reservation ends soon: when, and how long is left. */
export function ReservationEnding({ order, now }: { order: Order; now: string }) {
  const until = order.payment.reservedUntil ?? now;
  const ended = until <= now;
  return (
    <AgendaItem urgent title={orderTitle(order)} actions={<OrderActions order={order} />}>
      <p className="text-slate-700">{cars(order)}</p>
      <p className="font-medium text-slate-700">
        {ended
          ? `Reservation ended ${formatDateTime(until)}`
          : `Reserved until ${formatDateTime(until)} (${formatSpan(now, until)} left)`}
      </p>
    </AgendaItem>
  );
}

/** A payment received online: how much, for which order, when; the order's dialog shows its money. */
export function PaymentReceived({ payment, now }: { payment: TodayPayment; now: string }) {
  const { order } = payment;
  return (
    <AgendaItem
      title={`${formatMoney(payment.amount, 'orders')} from ${order.name}`}
      actions={<OrderStatusDialog order={order} />}
    >
      <p className="text-slate-700">
        {orderNumber(order)} · {cars(order)}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-slate-600">
        {formatSpan(payment.receivedAt, now)} ago <PaymentStateBadge order={order} />
      </p>
    </AgendaItem>
  );
}
