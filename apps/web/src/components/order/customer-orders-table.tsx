import type { Order } from '@carshop/contract/order';
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
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { OrderStatusBadge } from './order-status-badge';
import { TrackOrderDialog } from './track-order-dialog';

type DateColumn = 'Order Date' | 'Order Time';

/** The brands of an order's cars, comma-joined (spec §2 "My orders"). */
function orderBrands(order: Order): string {
  return [...new Set(order.items.map((item) => item.car.brand))].join(', ');
}

function Header({ dateColumn }: { dateColumn: DateColumn }) {
  const columns = ['Order Id', 'Brand', dateColumn, 'Price', 'Status', 'Action'];
  return (
    <TableHeader>
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column} scope="col">
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

/**
 * A customer's orders: the Recent Orders of the overview ('Order Time') and the Track My Order page ('Order
 * Date'). The price uses the dollar sign (spec §1 "customer order price"); Action opens the tracking dialog.
 * Scrolls sideways inside its own box on phones.
 */
export function CustomerOrdersTable({
  orders,
  dateColumn,
  caption,
}: {
  orders: Order[];
  dateColumn: DateColumn;
  caption: string;
}) {
  return (
    <Table>
      <TableCaption className="sr-only">{caption}</TableCaption>
      <Header dateColumn={dateColumn} />
      <TableBody>
        {orders.map((order) => (
          <TableRow key={order._id}>
            <TableCell>
              {/* A UUID is long and rarely read whole: shortened, complete on hover and to screen readers. */}
              <span className="block max-w-28 truncate font-mono text-xs text-slate-700" title={order._id}>
                {order._id}
              </span>
            </TableCell>
            <TableCell className="min-w-32">{orderBrands(order)}</TableCell>
            <TableCell className="whitespace-nowrap">
              {dateColumn === 'Order Time' ? formatDateTime(order.createdAt) : formatDate(order.createdAt)}
            </TableCell>
            <TableCell className="font-semibold whitespace-nowrap text-slate-900">
              {formatMoney(order.totalPrice, 'customer-order')}
            </TableCell>
            <TableCell>
              <OrderStatusBadge status={order.status} />
            </TableCell>
            <TableCell>
              <TrackOrderDialog order={order} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export function CustomerOrdersTableSkeleton({
  dateColumn,
  rows = 3,
}: {
  dateColumn: DateColumn;
  rows?: number;
}) {
  return (
    <TableSkeleton
      label="Loading orders"
      header={<Header dateColumn={dateColumn} />}
      rows={rows}
      cells={[112, 96, 96, 80, 64, 80].map((width, column) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a placeholder's column is its identity
        <SkeletonBar key={column} width={width} />
      ))}
    />
  );
}
