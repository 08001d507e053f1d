import { PackageSearchIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { DashboardPage } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { useGetUserOrdersQuery } from '../api';
import { CustomerOrdersTable } from '../customer-orders-table';

/** /dashboard/order, "Track My Order" (spec §2 "My orders"): the customer's orders, newest first. */
export function MyOrdersPage() {
  usePageTitle('Track My Order');
  const user = useAppSelector(selectSessionUser);
  // Fresh on every visit: an admin may have moved an order on since the last one.
  const query = useGetUserOrdersQuery(user?.id ?? '', { skip: !user, refetchOnMountOrArgChange: true });

  return (
    <DashboardPage title="Order Overview" lead="Your orders, newest first. Track one to see how far it is.">
      <CustomerOrdersTable
        query={query}
        dateColumn="Order Date"
        caption="Your orders"
        empty={
          <EmptyState icon={PackageSearchIcon} title="No Order Found">
            <ButtonLink to={cataloguePaths.catalogue} variant="outline">
              Browse cars
            </ButtonLink>
          </EmptyState>
        }
      />
    </DashboardPage>
  );
}
