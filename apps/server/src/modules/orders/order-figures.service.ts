import type { OrderStatus } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import {
  selectOrderItemImages,
  selectOrderTotals,
  selectRevenueBy,
  selectStatusCounts,
} from './repository.ts';

/** Figures, for the stats module. */

/** How many orders there are, and the money taken for them (paid online and kept, and delivered orders). */
export const getOrderTotals = (db: Db) => selectOrderTotals(db);

/** Money taken and orders counted (not canceled, or money kept), per UTC day or month since `since`. */
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
