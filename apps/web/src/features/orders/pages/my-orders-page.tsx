import { PackageSearchIcon } from 'lucide-react';
import { CustomerOrdersTable, CustomerOrdersTableSkeleton } from '@/components/order/customer-orders-table';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryList } from '@/components/ui/query-list';
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
  const query = useGetUserOrdersQuery(user?.id ?? '', { skip: !user, refetchOnMountOrArgChange: true });

  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Order Overview"
        lead="Your orders, newest first. Track one to see how far it is."
      />
      <QueryList
        query={query}
        items={query.data?.data}
        skeleton={<CustomerOrdersTableSkeleton dateColumn="Order Date" rows={5} />}
        failure="Your orders could not be loaded."
        empty={
          <EmptyState icon={PackageSearchIcon} title="No Order Found">
            <ButtonLink to={paths.catalogue} variant="outline">
              Browse cars
            </ButtonLink>
          </EmptyState>
        }
      >
        {(orders) => <CustomerOrdersTable orders={orders} dateColumn="Order Date" caption="Your orders" />}
      </QueryList>
    </div>
  );
}
