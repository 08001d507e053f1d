import type { OrderStatus } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import {
  selectOrderItemImages,
  selectOrderTotals,
  selectRevenueBy,
  selectStatusCounts,
} from './repository.ts';

/** Figures, for the stats module. */

/** How many orders there are, and the revenue of those not canceled. */
export const getOrderTotals = (db: Db) => selectOrderTotals(db);

/** Revenue and count of the orders not canceled, per UTC day or month since `since` (periods with orders only). */
export async function getRevenueBy(db: Db, unit: 'day' | 'month', since: Date) {
  const rows = await selectRevenueBy(db, unit, since);
  return rows.map((row) => ({ period: row.period, revenue: Number(row.revenue), orders: row.orders }));
}

export async function getStatusCounts(db: Db): Promise<Record<OrderStatus, number>> {
  const counts = { pending: 0, processing: 0, shipped: 0, delivered: 0, canceled: 0 };
  for (const row of await selectStatusCounts(db)) counts[row.status] = row.orders;
  return counts;
}

/** The pictures the orders keep, for the clean-up of unused pictures (ADR 018). */
export const orderPictureUrls = (db: Db) => selectOrderItemImages(db);
