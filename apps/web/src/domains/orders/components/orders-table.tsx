import { type Order, orderNumber } from '@carshop/contract/order';
import type { Column } from '@/components/ui/data-table';
import { formatDate, formatMoney } from '@/lib/format';
import { OrderStatusBadge } from '../order-status-badge';
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
  action: { header: 'Action', cell: (order) => <OrderStatusDialog order={order} />, placeholder: 112 },
} satisfies Record<string, Column<Order>>;

/** Order Management (spec §2): every order, newest first, with its status dialog. */
export const ORDER_COLUMNS: readonly Column<Order>[] = [
  orderColumn.id,
  {
    header: 'Customer',
    cell: (order) => (
      <>
        <div className="font-semibold whitespace-nowrap text-slate-900">{order.name}</div>
        <div className="text-xs whitespace-nowrap text-slate-600">{order.email}</div>
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

/** Eight columns: a little less padding keeps them within a laptop screen beside the sidebar. */
export const ORDER_TABLE_CLASS = '[&_td]:px-3 [&_th]:px-3';
