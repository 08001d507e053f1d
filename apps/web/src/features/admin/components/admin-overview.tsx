import { CarFront, ClipboardList, DollarSign, TriangleAlert, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { formatMoney } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAdminNoticesQuery, useAdminStatsQuery } from '../api';
import { OverviewChartsSection } from './overview-charts-section';
import { RecentCars, RecentOrders } from './overview-tables';

/**
 * The admin overview (spec §2): the four figures, the first 3 cars and orders; beyond the specification, the
 * sales charts, and a warning while the demo admin keeps its published password (ADR 016).
 */
export function AdminOverview() {
  return (
    <div className="grid gap-8">
      <DemoPasswordNotice />
      <StatCards />
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
        <Link to={paths.dashboardProfile} className="font-semibold underline underline-offset-2">
          Change the password
        </Link>
      </p>
    </div>
  );
}

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
  const cards: { label: string; value: string | undefined; icon: ReactNode }[] = [
    {
      label: 'Total Users',
      value: stats?.totalUser.toLocaleString('en-US'),
      icon: <Users aria-hidden="true" />,
    },
    {
      label: 'Total Car',
      value: stats?.totalCar.toLocaleString('en-US'),
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
      icon: <DollarSign aria-hidden="true" />,
    },
  ];
  return (
    <section aria-label="Shop figures" aria-busy={isLoading}>
      <ul className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        {cards.map(({ label, value, icon }) => (
          <li
            key={label}
            className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <span className="hidden size-11 shrink-0 sm:grid place-items-center rounded-lg bg-brand-100 text-brand-700 [&_svg]:size-5">
              {icon}
            </span>
            <div className="grid min-w-0 gap-0.5">
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <div className="truncate text-xl font-bold text-slate-900 sm:text-2xl">
                {value ?? <Skeleton className="h-7 w-20" />}
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
