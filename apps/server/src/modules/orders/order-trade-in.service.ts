import type { Db } from '../../db/client.ts';
import { selectPendingOrderIdsWithCar, updateOrderTradeInRow } from './repository.ts';

/**
 * What modules/enquiries writes of an order (issue 32): the accepted trade-in offer that goes with it, shown on
 * the order to the buyer and to staff. Only the buyer's own pending order, and only one trade-in per order.
 */

/** Puts the trade-in on the order `id` (a well-formed UUID); false when it is not the buyer's pending order or has one. */
export const setOrderTradeIn = (
  db: Db,
  id: string,
  userId: string,
  tradeIn: { title: string; amount: number },
) => updateOrderTradeInRow(db, id, userId, tradeIn);

/** The buyer's newest pending order holding the car and no trade-in yet, if any. */
export async function pendingOrderWithCar(db: Db, userId: string, carId: string) {
  const [order] = await selectPendingOrderIdsWithCar(db, userId, carId);
  return order;
}
