import { PackageSearchIcon } from 'lucide-react';
import { Link } from 'react-router';
import { CustomerOrdersTable, CustomerOrdersTableSkeleton } from '@/components/order/customer-orders-table';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserOrdersQuery } from '../api';

/** /dashboard/order, "Track My Order" (spec §2 "My orders"): the customer's orders, newest first. */
export function MyOrdersPage() {
  usePageTitle('Track My Order');
  const user = useAppSelector(selectSessionUser);
  // Fresh on every visit: an admin may have moved an order on since the last one.
  const {
    data: answer,
    isLoading,
    isError,
    error,
    refetch,
    isFetching,
  } = useGetUserOrdersQuery(user?.id ?? '', { skip: !user, refetchOnMountOrArgChange: true });
  const orders = answer?.data;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Order Overview</h1>
        <p className="mt-1 text-sm text-slate-600">
          Your orders, newest first. Track one to see how far it is.
        </p>
      </div>
      {isLoading ? (
        <CustomerOrdersTableSkeleton dateColumn="Order Date" rows={5} />
      ) : isError || !orders ? (
        <ErrorPanel
          message={errorMessage(error, 'Your orders could not be loaded.')}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : orders.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <PackageSearchIcon aria-hidden="true" className="size-8 text-slate-400" />
          <p className="font-semibold text-slate-900">No Order Found</p>
          <Button asChild variant="outline">
            <Link to={paths.catalogue}>Browse cars</Link>
          </Button>
        </div>
      ) : (
        <CustomerOrdersTable orders={orders} dateColumn="Order Date" caption="Your orders" />
      )}
    </div>
  );
}
