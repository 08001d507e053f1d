import {
  CHART_DAYS,
  CHART_MONTHS,
  type Charts,
  type RevenuePoint,
  type Stats,
} from '@carshop/contract/stats';
import type { Db } from '../../db/client.ts';
import { countStock } from '../cars/catalogue.service.ts';
import { getOrderTotals, getRevenueBy, getStatusCounts } from '../orders/order-figures.service.ts';
import { countUsers } from '../users/service.ts';

/**
 * The admin overview. This module owns no table: it asks the owners (users, cars, orders) for their figures.
 */
export async function getStats(db: Db): Promise<Stats> {
  const [totalUser, stock, totals] = await Promise.all([countUsers(db), countStock(db), getOrderTotals(db)]);
  return {
    totalUser,
    totalCar: stock.cars,
    carsInStock: stock.inStock,
    unitsInStock: stock.units,
    totalOrder: totals.orders,
    totalRevenu: [{ price: totals.revenue }],
  };
}

const day = (date: Date) => date.toISOString().slice(0, 10);
const month = (date: Date) => date.toISOString().slice(0, 7);

/** The last `count` UTC days (or months) up to and including `now`'s, oldest first. */
function periods(unit: 'day' | 'month', count: number, now: Date): { start: Date; labels: string[] } {
  const labels: string[] = [];
  let start = now;
  for (let back = count - 1; back >= 0; back--) {
    const date =
      unit === 'day'
        ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - back))
        : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    if (labels.length === 0) start = date;
    labels.push(unit === 'day' ? day(date) : month(date));
  }
  return { start, labels };
}

async function series(db: Db, unit: 'day' | 'month', count: number, now: Date): Promise<RevenuePoint[]> {
  const { start, labels } = periods(unit, count, now);
  const found = new Map((await getRevenueBy(db, unit, start)).map((point) => [point.period, point]));
  return labels.map((period) => found.get(period) ?? { period, revenue: 0, orders: 0 });
}

/** Revenue by day (last 30) and by month (last 12), zero-filled, and how many orders are in each status. */
export async function getCharts(db: Db, now = new Date()): Promise<Charts> {
  const [revenueByDay, revenueByMonth, ordersByStatus] = await Promise.all([
    series(db, 'day', CHART_DAYS, now),
    series(db, 'month', CHART_MONTHS, now),
    getStatusCounts(db),
  ]);
  return { revenueByDay, revenueByMonth, ordersByStatus };
}
