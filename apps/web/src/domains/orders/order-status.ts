import type { OrderStatus } from '@carshop/contract/order';

/**
 * The one palette of order statuses: the badge's pill, an accent (the overview's figure cards) and the chart's
 * bar colour all come from here, so a status looks the same everywhere. The colour is never the only cue: the
 * status's name is always written next to it.
 */
export const ORDER_STATUS_COLORS: Record<OrderStatus, { badge: string; accent: string; chart: string }> = {
  pending: {
    badge: 'bg-amber-50 text-amber-900 ring-1 ring-amber-600/30',
    accent: 'border-t-amber-500',
    chart: '#d97706', // amber-600
  },
  processing: {
    badge: 'bg-sky-50 text-sky-900 ring-1 ring-sky-600/30',
    accent: 'border-t-sky-600',
    chart: '#0284c7', // sky-600
  },
  shipped: {
    badge: 'bg-indigo-50 text-indigo-900 ring-1 ring-indigo-600/30',
    accent: 'border-t-indigo-600',
    chart: '#4f46e5', // indigo-600
  },
  delivered: {
    badge: 'bg-green-50 text-green-800 ring-1 ring-green-600/20',
    accent: 'border-t-green-600',
    chart: '#16a34a', // green-600
  },
  canceled: {
    badge: 'bg-red-50 text-red-800 ring-1 ring-red-600/20',
    accent: 'border-t-red-600',
    chart: '#dc2626', // red-600
  },
};
