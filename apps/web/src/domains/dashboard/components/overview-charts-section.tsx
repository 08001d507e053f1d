import type { Charts, RevenuePoint } from '@carshop/contract/stats';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/format';
import { useAdminChartsQuery } from '../api';
import { periodLabel } from './chart-labels';

const RevenueChart = lazy(() => import('./overview-charts').then((m) => ({ default: m.RevenueChart })));
const StatusChart = lazy(() => import('./overview-charts').then((m) => ({ default: m.StatusChart })));

const RANGES = {
  days: { label: 'Last 30 days', caption: 'Revenue by day, last 30 days' },
  months: { label: 'Last 12 months', caption: 'Revenue by month, last 12 months' },
} as const;
type Range = keyof typeof RANGES;

const money = (amount: number) => formatMoney(amount, 'admin-revenue');
const total = (points: RevenuePoint[]) => points.reduce((sum, point) => sum + point.revenue, 0);
function ordersCount(points: RevenuePoint[]) {
  const count = points.reduce((sum, point) => sum + point.orders, 0);
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'order' : 'orders'}`;
}

const chartFallback = <Skeleton className="h-64 w-full" />;

/** Beyond the specification: revenue over time and orders by status, each with its figures as a table. */
export function OverviewChartsSection() {
  const query = useAdminChartsQuery();
  return (
    <section aria-labelledby="overview-charts-title" className="grid gap-4">
      <h2 id="overview-charts-title" className="text-lg font-semibold text-slate-900">
        Sales
      </h2>
      <QueryState
        query={query}
        data={query.data?.data}
        failure="The charts could not be loaded."
        skeleton={
          <LoadingBlock
            label="Loading the charts"
            className="grid gap-4 lg:grid-cols-3"
            skeletons={['h-80 lg:col-span-2', 'h-80']}
          />
        }
      >
        {(charts) => (
          <div className="grid gap-4 lg:grid-cols-3">
            <RevenueCard charts={charts} />
            <StatusCard counts={charts.ordersByStatus} />
          </div>
        )}
      </QueryState>
    </section>
  );
}

function RevenueCard({ charts }: { charts: Charts }) {
  const [range, setRange] = useState<Range>('days');
  const points = range === 'days' ? charts.revenueByDay : charts.revenueByMonth;
  const { label, caption } = RANGES[range];
  return (
    <div className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm lg:col-span-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">Revenue</h3>
        <fieldset className="inline-flex rounded-md border border-slate-300 p-0.5">
          <legend className="sr-only">Period</legend>
          {(Object.keys(RANGES) as Range[]).map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={range === key}
              onClick={() => setRange(key)}
              className={cn(
                'rounded px-3 py-1.5 text-sm font-medium',
                range === key ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
            >
              {RANGES[key].label}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="text-sm text-slate-600">
        {label}: <span className="font-semibold text-slate-900">{money(total(points))}</span> from{' '}
        {ordersCount(points)} (canceled orders excluded)
      </p>
      <Suspense fallback={chartFallback}>
        <RevenueChart points={points} label={`${caption}: ${money(total(points))} in all`} />
      </Suspense>
      <FiguresTable
        caption={caption}
        columns={[range === 'days' ? 'Day' : 'Month', 'Orders', 'Revenue']}
        rows={points.map((point) => ({
          key: point.period,
          head: periodLabel(point.period),
          cells: [point.orders, money(point.revenue)],
        }))}
      />
    </div>
  );
}

function StatusCard({ counts }: { counts: Charts['ordersByStatus'] }) {
  const entries = Object.entries(counts);
  const summary = entries.map(([status, count]) => `${status} ${count}`).join(', ');
  return (
    <div className="grid min-w-0 content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold text-slate-900">Orders by status</h3>
      <Suspense fallback={chartFallback}>
        <StatusChart counts={counts} label={`Orders by status: ${summary}`} />
      </Suspense>
      <FiguresTable
        caption="Orders by status"
        columns={['Status', 'Orders']}
        rows={entries.map(([status, count]) => ({ key: status, head: status, cells: [count] }))}
        headClassName="capitalize"
      />
    </div>
  );
}

/** A chart's figures, for whoever cannot or would rather not read the chart: a table behind a disclosure. */
function FiguresTable({
  caption,
  columns,
  rows,
  headClassName,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; head: ReactNode; cells: ReactNode[] }[];
  headClassName?: string;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-700">Show the figures as a table</summary>
      <div className="mt-2">
        <Table>
          <TableCaption className="sr-only">{caption}</TableCaption>
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
            {rows.map((row) => (
              <TableRow key={row.key}>
                <TableHead scope="row" className={cn('h-auto! py-2 font-medium!', headClassName)}>
                  {row.head}
                </TableHead>
                {row.cells.map((cell, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns, in order
                  <TableCell key={index} className="py-2!">
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
    </details>
  );
}
