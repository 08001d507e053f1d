import { type Order, orderNumber } from '@carshop/contract/order';
import { ButtonLink } from '@/components/ui/button-link';
import { type Column, DataTable } from '@/components/ui/data-table';
import type { QueryStatus } from '@/components/ui/query-state';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { TrackOrderDialog } from './components/track-order-dialog';
import { paymentLabel } from './lib/payment-words';
import { OrderStatusBadge } from './order-status-badge';
import { orderDetailPath } from './paths';

type DateColumn = 'Order Date' | 'Order Time';

/** The brands of an order's cars, comma-joined (spec §2 "My orders"). */
function orderBrands(order: Order): string {
  return [...new Set(order.items.map((item) => item.car.brand))].join(', ');
}

function columns(dateColumn: DateColumn): readonly Column<Order>[] {
  return [
    {
      // The specification's header; the cell is the order number people quote (ADR 052), not the opaque id.
      header: 'Order Id',
      className: 'font-semibold whitespace-nowrap text-slate-900',
      cell: orderNumber,
      placeholder: 48,
    },
    { header: 'Brand', className: 'min-w-32', cell: orderBrands, placeholder: 96 },
    {
      header: dateColumn,
      className: 'whitespace-nowrap',
      cell: (order) =>
        dateColumn === 'Order Time' ? formatDateTime(order.createdAt) : formatDate(order.createdAt),
      placeholder: 96,
    },
    {
      header: 'Price',
      className: 'font-semibold whitespace-nowrap text-slate-900',
      cell: (order) => formatMoney(order.totalPrice, 'customer-order'),
      placeholder: 80,
    },
    {
      header: 'Status',
      // An order paid (or to be paid) online says where its money stands under its status (issue 29).
      cell: (order) => {
        const payment = paymentLabel(order);
        return (
          <span className="grid justify-items-start gap-1">
            <OrderStatusBadge status={order.status} />
            {payment ? <span className="text-xs whitespace-nowrap text-slate-600">{payment}</span> : null}
          </span>
        );
      },
      placeholder: 64,
    },
    {
      header: 'Action',
      actions: true,
      cell: (order) => (
        <div className="flex flex-wrap gap-2">
          <TrackOrderDialog order={order} />
          <ButtonLink to={orderDetailPath(order._id)} variant="outline" size="sm">
            Details <span className="sr-only">of order {orderNumber(order)}</span>
          </ButtonLink>
        </div>
      ),
      placeholder: 160,
    },
  ];
}

/**
 * A customer's orders: the Recent Orders of the overview ('Order Time') and the Track My Order page ('Order
 * Date'). The price uses the dollar sign (spec §1 "customer order price"); Action opens the tracking dialog.
 */
export function CustomerOrdersTable({
  query,
  orders,
  dateColumn,
  caption,
  empty,
  skeletonRows,
}: {
  /** The orders' answer; `orders`, when the table shows only some of them (the overview's first three). */
  query: QueryStatus & { data?: { data: Order[] } };
  orders?: Order[];
  dateColumn: DateColumn;
  caption: string;
  empty: React.ReactNode;
  skeletonRows?: number;
}) {
  return (
    <DataTable
      columns={columns(dateColumn)}
      query={query}
      rows={orders ?? query.data?.data}
      rowKey={(order) => order._id}
      caption={caption}
      loadingLabel="Loading orders"
      failure="Your orders could not be loaded."
      empty={empty}
      skeletonRows={skeletonRows}
      layout="cards"
    />
  );
}
