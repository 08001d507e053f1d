import { type Order, orderNumber } from '@carshop/contract/order';
import type { ListRows } from '@/components/dashboard-list-page';
import type { Column } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { OrderStatusBadge } from '../order-status-badge';
import { NextStatusButton } from './next-status-button';
import { PaymentStateBadge } from './order-money';
import { OrderStatusDialog } from './order-status-dialog';

/** "Toyota Corolla × 2" per line; a car deleted since keeps the name it had. */
function OrderItems({ order }: { order: Order }) {
  return (
    <ul className="grid gap-0.5">
      {order.items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a deleted car's line has no id; lines keep their order
        <li key={index}>
          {item.car.brand} {item.car.model}{' '}
          <span className="whitespace-nowrap text-slate-600">× {item.quentity}</span>
        </li>
      ))}
    </ul>
  );
}

/** Columns the admin's order table and the overview's share. */
export const orderColumn = {
  id: {
    header: 'Order Id',
    // The order number the buyer quotes (ADR 052); the id stays in the URL of the order's page.
    className: 'font-semibold whitespace-nowrap text-slate-900',
    cell: orderNumber,
    placeholder: 48,
  },
  total: {
    header: 'Total Price',
    className: 'font-semibold whitespace-nowrap',
    cell: (order) => formatMoney(order.totalPrice, 'orders'),
    placeholder: 80,
  },
  date: {
    header: 'Order Date',
    className: 'whitespace-nowrap',
    cell: (order) => formatDate(order.createdAt),
    placeholder: 96,
  },
  status: { header: 'Status', cell: (order) => <OrderStatusBadge status={order.status} />, placeholder: 80 },
  payment: { header: 'Payment', cell: (order) => <PaymentStateBadge order={order} />, placeholder: 72 },
  action: {
    header: 'Action',
    // One tap to the usual next status (issue 30); any status from the dialog.
    cell: (order) => (
      <div className="flex flex-wrap gap-2">
        <NextStatusButton order={order} />
        <OrderStatusDialog order={order} />
      </div>
    ),
    placeholder: 112,
    actions: true,
  },
} satisfies Record<string, Column<Order>>;

/** Order Management (spec §2): every order, newest first, with its status dialog. */
const ORDER_COLUMNS: readonly Column<Order>[] = [
  orderColumn.id,
  {
    header: 'Customer',
    cell: (order) => (
      <>
        <div className="font-semibold break-words text-slate-900">{order.name}</div>
        {/* A long address wraps where it must: it neither runs out of a phone's card nor widens the table. */}
        <div className="text-xs break-all text-slate-600">{order.email}</div>
        <div className="text-xs whitespace-nowrap text-slate-600">{order.phone}</div>
      </>
    ),
    placeholder: 160,
  },
  { header: 'Items', className: 'min-w-40', cell: (order) => <OrderItems order={order} />, placeholder: 144 },
  orderColumn.total,
  orderColumn.date,
  orderColumn.status,
  orderColumn.payment,
  orderColumn.action,
];

/** The admin's orders, searched as the staff search finds them (issue 30, ADR 061). */
export const ORDER_ROWS = {
  noun: 'orders',
  search: 'Phone, name, email, order number, car or VIN',
  columns: ORDER_COLUMNS,
} satisfies ListRows<Order>;
