import { CarFront, ClipboardList, DollarSign, TriangleAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FigureCard } from '@/components/ui/figure-card';
import { RecentCars } from '@/domains/catalogue/recent-cars';
import { NewEnquiries } from '@/domains/enquiries/new-enquiries';
import { RecentOrders } from '@/domains/orders/recent-orders';
import { userPaths } from '@/domains/users/paths';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { useAdminNoticesQuery, useAdminStatsQuery } from '../api';
import { OverviewChartsSection } from './overview-charts-section';

/**
 * The admin overview (spec §2): the four figures, the first 3 cars and orders; beyond the specification, the
 * new enquiries waiting for an answer, the sales charts, and a warning while the demo admin keeps its published password (ADR 016).
 */
export function AdminOverview() {
  return (
    <div className="grid gap-8">
      <DemoPasswordNotice />
      <StatCards />
      <NewEnquiries />
      <OverviewChartsSection />
      <div className="grid gap-8 2xl:grid-cols-2">
        <RecentCars />
        <RecentOrders />
      </div>
    </div>
  );
}

function DemoPasswordNotice() {
  const { data } = useAdminNoticesQuery();
  const notices = data?.data;
  if (!notices?.demoAdminPassword) return null;
  const exposed = notices.listening === 'network';
  return (
    <div
      role={exposed ? 'alert' : 'status'}
      className={
        exposed
          ? 'flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900'
          : 'flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950'
      }
    >
      <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p>
        {exposed
          ? 'The demo admin account still has its published password, and this shop can be reached from the network: anyone can sign in as admin. '
          : 'The demo admin account still has its published password; the shop listens on this machine only until it is changed. '}
        <Link to={userPaths.dashboardProfile} className="font-semibold underline underline-offset-2">
          Change the password
        </Link>
      </p>
    </div>
  );
}

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** "12 in stock (30 units)": the listed cars that have a quantity, and the quantities added up. */
const inStockNote = (cars: number, units: number) =>
  `${cars.toLocaleString('en-US')} in stock (${count(units, 'unit', 'units')})`;

function StatCards() {
  const { data, isLoading, isError, error, refetch, isFetching } = useAdminStatsQuery();
  const stats = data?.data;
  if (isError) {
    return (
      <ErrorPanel
        message={errorMessage(error, 'The figures could not be loaded.')}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  }
  const cards: { label: string; value: string | undefined; icon: ReactNode; note?: string }[] = [
    {
      label: 'Total Users',
      value: stats?.totalUser.toLocaleString('en-US'),
      icon: <Users aria-hidden="true" />,
    },
    {
      label: 'Total Car',
      value: stats?.totalCar.toLocaleString('en-US'),
      // Every car listed, sold out or not (the specification's count); what can be sold now beside it (issue 30).
      note: stats && inStockNote(stats.carsInStock, stats.unitsInStock),
      icon: <CarFront aria-hidden="true" />,
    },
    {
      label: 'Total Order',
      value: stats?.totalOrder.toLocaleString('en-US'),
      icon: <ClipboardList aria-hidden="true" />,
    },
    {
      label: 'Total Revenue',
      value: stats && formatMoney(stats.totalRevenu[0]?.price ?? 0, 'admin-revenue'),
      // What the figure is (ADR 056): money actually taken, not the value of orders placed.
      note: 'Paid online (less refunds) plus delivered orders',
      icon: <DollarSign aria-hidden="true" />,
    },
  ];
  return (
    <section aria-label="Shop figures" aria-busy={isLoading}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cards.map(({ label, value, icon, note }) => (
          <FigureCard key={label} label={label} value={value} icon={icon} note={note} />
        ))}
      </ul>
    </section>
  );
}
