import type { OrderStatus } from '@carshop/contract/order';
import type { RevenuePoint } from '@carshop/contract/stats';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ORDER_STATUS_COLORS } from '@/domains/orders/order-status';
import { formatMoney } from '@/lib/format';
import { periodLabel } from './chart-labels';

/**
 * The chart drawings of the admin overview. This file alone imports recharts, and the overview loads it on
 * demand (React.lazy), so the library never weighs on the public pages nor delays the overview's figures.
 * The drawings are pictures for sighted users (role="img" with a summary); the same figures are in the
 * tables beside them.
 */
const AXIS_TICK = { fontSize: 12, fill: '#475569' };
const compactMoney = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export function RevenueChart({ points, label }: { points: RevenuePoint[]; label: string }) {
  return (
    <div role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
        <BarChart data={points} accessibilityLayer={false} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid vertical={false} stroke="#e2e8f0" />
          <XAxis
            dataKey="period"
            tickFormatter={periodLabel}
            tick={AXIS_TICK}
            tickLine={false}
            interval="preserveStartEnd"
            minTickGap={12}
          />
          <YAxis
            tickFormatter={(value: number) => `$${compactMoney.format(value)}`}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={52}
          />
          <Tooltip
            cursor={{ fill: '#eff6ff' }}
            labelFormatter={(period) => periodLabel(String(period))}
            formatter={(value) => [formatMoney(Number(value), 'admin-revenue'), 'Revenue']}
          />
          <Bar dataKey="revenue" fill="#2563eb" radius={[3, 3, 0, 0]} maxBarSize={28} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}

export function StatusChart({ counts, label }: { counts: Record<OrderStatus, number>; label: string }) {
  const data = Object.entries(counts).map(([status, orders]) => ({ status, orders }));
  return (
    <div role="img" aria-label={label} className="h-64 w-full">
      <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 256 }}>
        <BarChart
          data={data}
          layout="vertical"
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke="#e2e8f0" />
          <XAxis type="number" allowDecimals={false} tick={AXIS_TICK} tickLine={false} />
          <YAxis
            type="category"
            dataKey="status"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={80}
            tickFormatter={(status: string) => status.charAt(0).toUpperCase() + status.slice(1)}
          />
          <Tooltip cursor={{ fill: '#f1f5f9' }} formatter={(value) => [value, 'Orders']} />
          <Bar dataKey="orders" radius={[0, 3, 3, 0]} maxBarSize={28}>
            {data.map((entry) => (
              <Cell key={entry.status} fill={ORDER_STATUS_COLORS[entry.status as OrderStatus].chart} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
