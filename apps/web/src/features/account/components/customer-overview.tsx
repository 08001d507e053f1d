import type { Order, OrderStatus } from '@carshop/contract/order';
import { ArrowRightIcon, Car, PackageSearchIcon } from 'lucide-react';
import { CustomerOrdersTable, CustomerOrdersTableSkeleton } from '@/components/order/customer-orders-table';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LinkCard } from '@/components/ui/link-card';
import { Skeleton } from '@/components/ui/skeleton';
import { useGetUserOrdersQuery } from '@/features/orders/api';
import { cn } from '@/lib/cn';
import { DASHBOARD_MENUS, overviewLinks } from '@/lib/dashboard-menu';
import { errorMessage } from '@/lib/error-message';
import { paths } from '@/lib/paths';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';

/** The overview's figures (spec §2 "Customer overview"): "Approved" is the count of delivered orders. */
const CARDS: { label: string; status?: OrderStatus; accent: string }[] = [
  { label: 'Total Orders', accent: 'border-t-brand-700' },
  { label: 'Pending', status: 'pending', accent: 'border-t-amber-500' },
  { label: 'Processing', status: 'processing', accent: 'border-t-sky-600' },
  { label: 'Approved', status: 'delivered', accent: 'border-t-green-600' },
  { label: 'Canceled', status: 'canceled', accent: 'border-t-red-600' },
];

const RECENT = 3;

function countOf(orders: Order[], status?: OrderStatus) {
  return status ? orders.filter((order) => order.status === status).length : orders.length;
}

/**
 * The customer's dashboard: their order figures, the 3 most recent orders with View All, and a card for each
 * page of the customer menu. Loaded fresh on every visit, so an order an admin moved on shows at once.
 */
export function CustomerOverview() {
  const user = useAppSelector(selectSessionUser);
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
    <div className="grid gap-8">
      <section aria-labelledby="customer-figures-title" className="grid gap-4">
        <h2 id="customer-figures-title" className="sr-only">
          Your orders in figures
        </h2>
        {isError ? (
          <ErrorPanel
            message={errorMessage(error, 'Your orders could not be loaded.')}
            onRetry={refetch}
            retrying={isFetching}
          />
        ) : (
          <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-5">
            {CARDS.map((card) => (
              <li
                key={card.label}
                className={cn(
                  'grid gap-1 rounded-xl border border-t-4 border-slate-200 bg-white p-4 shadow-sm',
                  card.accent,
                )}
                data-testid={`figure-${card.label}`}
              >
                <span className="text-sm font-medium text-slate-600">{card.label}</span>
                {orders ? (
                  <span className="text-3xl font-bold text-slate-900">{countOf(orders, card.status)}</span>
                ) : (
                  <Skeleton className="h-9 w-12" />
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent-orders-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-orders-title" className="text-lg font-semibold text-slate-900">
            Recent Orders
          </h2>
          <ButtonLink to={paths.dashboardOrder} variant="link" className="px-0!">
            View All
            <ArrowRightIcon aria-hidden="true" />
          </ButtonLink>
        </div>
        {isLoading ? (
          <CustomerOrdersTableSkeleton dateColumn="Order Time" />
        ) : isError || !orders ? null : orders.length === 0 ? (
          <EmptyState icon={PackageSearchIcon} title="No Recent Order Available" className="p-8!" />
        ) : (
          <CustomerOrdersTable
            orders={orders.slice(0, RECENT)}
            dateColumn="Order Time"
            caption="Your three most recent orders"
          />
        )}
      </section>

      <section aria-labelledby="customer-overview-title" className="grid gap-4">
        <h2 id="customer-overview-title" className="text-lg font-semibold text-slate-900">
          Get started
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          <li>
            <LinkCard
              to={paths.catalogue}
              icon={<Car aria-hidden="true" />}
              title="Browse cars"
              text="Search the catalogue by category and price."
            />
          </li>
          {overviewLinks(DASHBOARD_MENUS.customer).map(({ to, label, icon: Icon, summary }) => (
            <li key={to}>
              <LinkCard to={to} icon={<Icon aria-hidden="true" />} title={label} text={summary} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
