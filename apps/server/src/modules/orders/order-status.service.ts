import { ORDER_MESSAGES, type OrderDetail, type OrderStatus } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import type { CatalogueChanged } from '../../lib/catalogue-changed.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { releaseCars, reserveCars, type StockLine } from '../cars/stock.service.ts';
import { orderDetail } from './order-details.ts';
import { insertHistoryRow, selectOrderById, selectOrderItems, updateOrderStatusRow } from './repository.ts';

const stockLines = (items: { carId: string | null; quantity: number }[]): StockLine[] =>
  items.flatMap(({ carId, quantity }) => (carId ? [{ carId, quantity }] : []));

/**
 * Sets an order's status (any of the five: the specification shows no ordering) and records who and when.
 * Canceling returns the cars to stock; leaving `canceled` takes them again, or is refused (409) when they
 * are gone. The order's row is locked first, so two admins changing it at once queue: the second sees the
 * first's status, and stock moves exactly once. The current status again changes nothing and records nothing.
 */
export async function updateOrderStatus(
  db: Db,
  actor: AuthUser,
  id: string,
  status: OrderStatus,
  { changes, now = new Date() }: { changes: Pick<CatalogueChanged, 'publish'>; now?: Date },
): Promise<{ order: OrderDetail; changed: boolean }> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  const { changed, stockMoved } = await db.transaction(async (tx) => {
    const order = await selectOrderById(tx, id, { forUpdate: true });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.status === status) return { changed: false, stockMoved: false };
    const canceling = status === 'canceled';
    const restoring = order.status === 'canceled';
    if (canceling || restoring) {
      const items = await selectOrderItems(tx, [id]);
      if (canceling) {
        // Lines whose car was deleted since have no car to return to.
        await releaseCars(tx, stockLines(items));
      } else {
        const gone = items.find((item) => item.carId === null);
        if (gone) throw conflict(`${gone.brand} ${gone.model} is no longer for sale`);
        await reserveCars(tx, stockLines(items));
      }
    }
    await updateOrderStatusRow(tx, id, status, now);
    await insertHistoryRow(tx, {
      orderId: id,
      fromStatus: order.status,
      toStatus: status,
      changedBy: actor.id,
      changedAt: now,
    });
    return { changed: true, stockMoved: canceling || restoring };
  });
  if (stockMoved) await changes.publish();
  const row = await selectOrderById(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return { order: await orderDetail(db, row, actor), changed };
}
