import type { Order, OrderStatus } from '@carshop/contract/order';
import { ArrowRightIcon, Car, PackageSearchIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button-link';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FigureCard } from '@/components/ui/figure-card';
import { LinkCard } from '@/components/ui/link-card';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { useGetUserOrdersQuery } from '@/domains/orders/api';
import { CustomerOrdersTable } from '@/domains/orders/customer-orders-table';
import { ORDER_STATUS_COLORS } from '@/domains/orders/order-status';
import { orderPaths } from '@/domains/orders/paths';
import { errorMessage } from '@/lib/error-message';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { DASHBOARD_MENUS, overviewLinks } from '../menu';

/** The overview's figures (spec §2 "Customer overview"): "Approved" is the count of delivered orders. */
const CARDS: { label: string; status?: OrderStatus }[] = [
  { label: 'Total Orders' },
  { label: 'Pending', status: 'pending' },
  { label: 'Processing', status: 'processing' },
  { label: 'Approved', status: 'delivered' },
  { label: 'Canceled', status: 'canceled' },
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
  const query = useGetUserOrdersQuery(user?.id ?? '', { skip: !user, refetchOnMountOrArgChange: true });
  const { isError, error, refetch, isFetching } = query;
  const orders = query.data?.data;

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
              <FigureCard
                key={card.label}
                label={card.label}
                value={orders && countOf(orders, card.status)}
                accent={card.status ? ORDER_STATUS_COLORS[card.status].accent : 'border-t-brand-700'}
                data-testid={`figure-${card.label}`}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="recent-orders-title" className="grid gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-orders-title" className="text-lg font-semibold text-slate-900">
            Recent Orders
          </h2>
          <ButtonLink to={orderPaths.dashboardOrder} variant="link" className="px-0!">
            View All
            <ArrowRightIcon aria-hidden="true" />
          </ButtonLink>
        </div>
        {isError ? null : (
          <CustomerOrdersTable
            query={query}
            orders={orders?.slice(0, RECENT)}
            dateColumn="Order Time"
            caption="Your three most recent orders"
            skeletonRows={RECENT}
            empty={<EmptyState icon={PackageSearchIcon} title="No Recent Order Available" className="p-8!" />}
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
              to={cataloguePaths.catalogue}
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
