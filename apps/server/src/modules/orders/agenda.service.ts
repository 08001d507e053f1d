import type { Order } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import { withItems } from './order-details.ts';
import { selectNewOrders, selectOrdersByIds, selectReservationsEnding } from './repository.ts';

/** The orders on the staff's Today (issue 30): at most `limit` of each, and how many there are. */

type OrderList = { total: number; items: Order[] };

/**
 * Pending orders nobody has moved on, longest waiting first; an order whose paid deposit's reservation ends by
 * `reservationsUntil` is listed with those instead.
 */
export async function ordersToCall(db: Db, reservationsUntil: Date, limit: number): Promise<OrderList> {
  const { total, rows } = await selectNewOrders(db, reservationsUntil, limit);
  return { total, items: await withItems(db, rows) };
}

/** Pending orders whose paid deposit's reservation ends by `until` (or has ended): soonest first. */
export async function reservationsEnding(db: Db, until: Date, limit: number): Promise<OrderList> {
  const { total, rows } = await selectReservationsEnding(db, until, limit);
  return { total, items: await withItems(db, rows) };
}

/** Some orders by id (well-formed UUIDs), as the API answers them; unknown ids are left out. */
export async function ordersByIds(db: Db, ids: string[]): Promise<Map<string, Order>> {
  const orders = await withItems(db, await selectOrdersByIds(db, [...new Set(ids)]));
  return new Map(orders.map((order) => [order._id, order]));
}
