import type { Order } from '@carshop/contract/order';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { SkeletonBar, TableSkeleton } from '@/components/ui/table-skeleton';
import { formatDate, formatMoney } from '@/lib/format';
import { OrderStatusDialog, shortId } from './order-status-dialog';

const COLUMNS = ['Order Id', 'Customer', 'Items', 'Total Price', 'Order Date', 'Status', 'Action'] as const;

function OrdersTableHeader() {
  return (
    <TableHeader>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableHead key={column} scope="col">
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

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

/** Order Management (spec §2): every order, newest first, with its status dialog. */
export function OrdersTable({ orders }: { orders: Order[] }) {
  return (
    // Seven columns: a little less padding keeps them within a laptop screen beside the sidebar.
    <Table className="[&_td]:px-3 [&_th]:px-3">
      <TableCaption className="sr-only">All orders, newest first</TableCaption>
      <OrdersTableHeader />
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order._id}>
            <TableCell>
              <span className="font-mono text-xs text-slate-700" title={order._id}>
                <span aria-hidden="true">{shortId(order._id)}</span>
                <span className="sr-only">{order._id}</span>
              </span>
            </TableCell>
            <TableCell>
              <div className="font-semibold whitespace-nowrap text-slate-900">{order.name}</div>
              <div className="text-xs whitespace-nowrap text-slate-600">{order.email}</div>
            </TableCell>
            <TableCell className="min-w-40">
              <OrderItems order={order} />
            </TableCell>
            <TableCell className="font-semibold whitespace-nowrap">
              {formatMoney(order.totalPrice, 'orders')}
            </TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(order.createdAt)}</TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell>
              <OrderStatusDialog order={order} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Same columns as the real table, so the page does not jump when the orders arrive. */
export function OrdersTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <TableSkeleton
      label="Loading orders"
      header={<OrdersTableHeader />}
      rows={rows}
      cells={[64, 160, 144, 80, 96, 80, 112].map((width, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder's column is its identity
        <SkeletonBar key={column} width={width} />
      ))}
    />
  );
}
