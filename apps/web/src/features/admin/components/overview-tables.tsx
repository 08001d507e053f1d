import type { Car } from '@carshop/contract/car';
import type { Order } from '@carshop/contract/order';
import type { ReactNode } from 'react';
import { CarPrice } from '@/components/car/car-price';
import { StockBadge } from '@/components/car/stock-badge';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useGetCarsQuery } from '@/features/catalogue/api';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatMoney } from '@/lib/format';
import { paths, productPath } from '@/lib/paths';
import { useAdminOrdersQuery } from '../api';
import { OrderStatusDialog, shortId } from './order-status-dialog';

/** The overview tables show 3 items (spec §9). */
const OVERVIEW_ROWS = 3;

type OverviewTableProps = {
  title: string;
  link: { to: string; label: string };
  columns: readonly string[];
  loading: boolean;
  error?: { message: string; retry: () => unknown; retrying: boolean };
  empty: string | false;
  children: ReactNode;
};

function OverviewTable({ title, link, columns, loading, error, empty, children }: OverviewTableProps) {
  const id = `overview-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="grid min-w-0 content-start gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <ButtonLink to={link.to} variant="link" className="px-0!">
          {link.label}
        </ButtonLink>
      </div>
      {error ? (
        <ErrorPanel message={error.message} onRetry={error.retry} retrying={error.retrying} />
      ) : (
        <Table aria-labelledby={id} aria-busy={loading}>
          <TableHeader>
            <TableRow>
              {columns.map((column) => (
                <TableHead key={column} scope="col">
                  {column}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {loading ? (
              Array.from({ length: OVERVIEW_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <TableRow key={row}>
                  {columns.map((column) => (
                    <TableCell key={column}>
                      <Skeleton className="h-4 w-16" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            ) : empty ? (
              <TableRow>
                <TableCell colSpan={columns.length} className="py-8! text-center font-medium text-slate-700">
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              children
            )}
          </TableBody>
        </Table>
      )}
    </section>
  );
}

/** The first 3 cars (spec §2 admin overview), with View All Car. */
export function RecentCars() {
  const { data, isLoading, isError, error, refetch, isFetching } = useGetCarsQuery({
    page: 1,
    limit: OVERVIEW_ROWS,
  });
  const cars: Car[] = data?.data ?? [];
  return (
    <OverviewTable
      title="Cars"
      link={{ to: paths.dashboardCars, label: 'View All Car' }}
      columns={['Brand', 'Model', 'Category', 'Price', 'In Stock', 'Action']}
      loading={isLoading}
      error={
        isError
          ? {
              message: errorMessage(error, 'The cars could not be loaded.'),
              retry: refetch,
              retrying: isFetching,
            }
          : undefined
      }
      empty={cars.length === 0 && 'No Car Available'}
    >
      {cars.map((car) => (
        <TableRow key={car._id}>
          <TableCell className="font-semibold whitespace-nowrap text-slate-900">{car.brand}</TableCell>
          <TableCell className="whitespace-nowrap">{car.model}</TableCell>
          <TableCell>{car.category}</TableCell>
          <TableCell>
            <CarPrice price={car.price} surface="admin-cars" className="font-semibold! whitespace-nowrap" />
          </TableCell>
          <TableCell>
            <StockBadge inStock={car.inStock} quantity={car.quantity} />
          </TableCell>
          <TableCell>
            <ButtonLink to={productPath(car._id)} variant="outline" size="sm">
              View{' '}
              <span className="sr-only">
                {car.brand} {car.model}
              </span>
            </ButtonLink>
          </TableCell>
        </TableRow>
      ))}
    </OverviewTable>
  );
}

const quantityOf = (order: Order) => order.items.reduce((sum, item) => sum + item.quentity, 0);

/** The first 3 orders, newest first (spec §2 admin overview), with View All Orders. */
export function RecentOrders() {
  const { data, isLoading, isError, error, refetch, isFetching } = useAdminOrdersQuery({
    page: 1,
    limit: OVERVIEW_ROWS,
  });
  const orders = data?.data ?? [];
  return (
    <OverviewTable
      title="Orders"
      link={{ to: paths.dashboardOrders, label: 'View All Orders' }}
      columns={['Order Id', 'Customer', 'Quantity', 'Total Price', 'Order Date', 'Status', 'Action']}
      loading={isLoading}
      error={
        isError
          ? {
              message: errorMessage(error, 'The orders could not be loaded.'),
              retry: refetch,
              retrying: isFetching,
            }
          : undefined
      }
      empty={orders.length === 0 && 'No Order Available'}
    >
      {orders.map((order) => (
        <TableRow key={order._id}>
          <TableCell>
            <span className="font-mono text-xs text-slate-700" title={order._id}>
              <span aria-hidden="true">{shortId(order._id)}</span>
              <span className="sr-only">{order._id}</span>
            </span>
          </TableCell>
          <TableCell className="whitespace-nowrap">{order.email}</TableCell>
          <TableCell>{quantityOf(order)}</TableCell>
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
    </OverviewTable>
  );
}
