import type { OrderStatus } from '@carshop/contract/order';

type StatusColors = { badge: string; accent: string; chart: string };

/** A status's colours: its badge's pill (with a ring), the accent's top border, the chart's hex (the 600 shade). */
const colors = (badge: string, accent: string, chart: string): StatusColors => ({
  badge: `${badge} ring-1`,
  accent,
  chart,
});

/**
 * The one palette of order statuses: the badge's pill, an accent (the overview's figure cards) and the chart's
 * bar colour all come from here, so a status looks the same everywhere. The colour is never the only cue: the
 * status's name is always written next to it.
 */
export const ORDER_STATUS_COLORS: Record<OrderStatus, StatusColors> = {
  pending: colors('bg-amber-50 text-amber-900 ring-amber-600/30', 'border-t-amber-500', '#d97706'),
  processing: colors('bg-sky-50 text-sky-900 ring-sky-600/30', 'border-t-sky-600', '#0284c7'),
  shipped: colors('bg-indigo-50 text-indigo-900 ring-indigo-600/30', 'border-t-indigo-600', '#4f46e5'),
  delivered: colors('bg-green-50 text-green-800 ring-green-600/20', 'border-t-green-600', '#16a34a'),
  canceled: colors('bg-red-50 text-red-800 ring-red-600/20', 'border-t-red-600', '#dc2626'),
};
