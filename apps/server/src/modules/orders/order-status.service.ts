import {
  ORDER_MESSAGES,
  type OrderActor,
  type OrderDetail,
  type OrderStatus,
  orderNumber,
} from '@carshop/contract/order';
import { customerMayCancel } from '@carshop/contract/order-status';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { canCancelOrder } from '../../lib/policies.ts';
import { recordAudit } from '../audit/service.ts';
import type { CarChange, CarChanges } from '../cars/car-changes.service.ts';
import { releaseCars, reserveCars, type StockLine } from '../cars/stock.service.ts';
import { queueMail } from '../mail/service.ts';
import { isEmailProven } from '../users/service.ts';
import { queueWebhookEvent } from '../webhooks/service.ts';
import { type OrderMailSettings, type OrderRelease, statusChangedMail } from './mails.ts';
import { loadOrder, orderDetail } from './order-details.ts';
import {
  insertHistoryRow,
  type OrderRow,
  selectOrderById,
  selectOrderItems,
  selectStalePendingOrderIds,
  updateOrderStatusRow,
} from './repository.ts';

/** Status changes (ADR 014): by an admin, by the customer canceling, by the shop expiring a pending order. */

const stockLines = (items: { carId: string | null; quantity: number }[]): StockLine[] =>
  items.flatMap(({ carId, quantity }) => (carId ? [{ carId, quantity }] : []));

export type StatusOptions = {
  /** Stock that moved is published after the commit (the cars' stock change). */
  changes: Pick<CarChanges, 'publish'>;
  /** The customer is mailed about every change (modules/mail). Unset only for the demo seed's orders. */
  mail?: OrderMailSettings;
  now?: Date;
};

/** The stock an order's move changed, to publish after its commit. */
type StockMove = Extract<CarChange, { kind: 'stock' }>;

/**
 * Moves a locked order to `status` inside the caller's transaction: canceling returns the cars to stock; leaving
 * `canceled` takes them again, or is refused (409) when they are gone. Records the change and queues the
 * customer's mail and the `order.status_changed` webhook in the same transaction. Answers the stock it moved, if any.
 */
async function moveOrder(
  tx: Db,
  order: OrderRow,
  status: OrderStatus,
  {
    actor,
    changedBy,
    now,
    mail,
    pendingDays,
    release,
  }: {
    actor: OrderActor;
    changedBy: string | null;
    now: Date;
    mail?: OrderMailSettings;
    pendingDays?: number;
    release?: OrderRelease;
  },
): Promise<StockMove | undefined> {
  const canceling = status === 'canceled';
  const restoring = order.status === 'canceled';
  let moved: StockMove | undefined;
  if (canceling || restoring) {
    const items = await selectOrderItems(tx, [order.id]);
    moved = { kind: 'stock', ids: stockLines(items).map((line) => line.carId), restocked: canceling };
    if (canceling) {
      // Lines whose car was deleted since have no car to return to.
      await releaseCars(tx, stockLines(items));
    } else {
      const gone = items.find((item) => item.carId === null);
      if (gone) throw conflict(`${gone.brand} ${gone.model} is no longer for sale`);
      await reserveCars(tx, stockLines(items));
    }
  }
  await updateOrderStatusRow(tx, order.id, status, now);
  await insertHistoryRow(tx, {
    orderId: order.id,
    fromStatus: order.status,
    toStatus: status,
    changedBy,
    actor,
    changedAt: now,
  });
  const changed = await loadOrder(tx, order.id);
  await queueWebhookEvent(tx, 'order.status_changed', {
    order: changed,
    from: order.status,
    to: status,
    by: actor,
  });
  if (mail) {
    const proven = await isEmailProven(tx, order.userId, changed.email);
    await queueMail(
      tx,
      statusChangedMail(mail, changed, { from: order.status, by: actor, pendingDays, proven, release }),
    );
  }
  return moved;
}

/**
 * Sets an order's status (staff; any of the five: the specification shows no ordering) and records who and when.
 * With `from`, only while the order still has that status (409 otherwise).
 * The order's row is locked first, so two admins changing it at once queue: the second sees the first's status,
 * and stock moves exactly once. The current status again changes nothing, records nothing and mails nobody.
 */
export async function updateOrderStatus(
  db: Db,
  admin: AuthUser,
  id: string,
  status: OrderStatus,
  { changes, mail, now = new Date(), from }: StatusOptions & { from?: OrderStatus },
): Promise<{ order: OrderDetail; changed: boolean }> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  const { changed, stockMoved } = await db.transaction(async (tx) => {
    const order = await selectOrderById(tx, id, { forUpdate: true });
    if (!order) throw notFound(ORDER_MESSAGES.notFound);
    if (order.status === status) return { changed: false, stockMoved: undefined };
    // A one-tap move asked from a list that has gone stale never takes the order back (issue 30).
    if (from && order.status !== from) throw conflict(ORDER_MESSAGES.movedMeanwhile(order.status));
    const stockMoved = await moveOrder(tx, order, status, { actor: 'admin', changedBy: admin.id, now, mail });
    await recordAudit(tx, {
      actor: admin,
      kind: 'order.status',
      target: { type: 'order', id: order.id, label: `Order ${orderNumber(order)}` },
      before: { status: order.status },
      after: { status },
    });
    return { changed: true, stockMoved };
  });
  if (stockMoved) await changes.publish(stockMoved);
  const row = await selectOrderById(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return { order: await orderDetail(db, row, admin), changed };
}

/**
 * The customer cancels their own order while it is pending (issue 20): the cars go back to stock once, however
 * many times the request arrives at once (the row lock makes the second see `canceled` and answer 409). Someone
 * else's order is 404, as if it did not exist; an order already being handled is 409.
 */
export async function cancelOwnOrder(
  db: Db,
  customer: AuthUser,
  id: string,
  { changes, mail, now = new Date() }: StatusOptions,
): Promise<OrderDetail> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  const stockMoved = await db.transaction(async (tx) => {
    const order = await selectOrderById(tx, id, { forUpdate: true });
    if (!order || !canCancelOrder(customer, order)) throw notFound(ORDER_MESSAGES.notFound);
    if (!customerMayCancel(order.status)) throw conflict(ORDER_MESSAGES.notCancelable);
    return moveOrder(tx, order, 'canceled', { actor: 'customer', changedBy: customer.id, now, mail });
  });
  if (stockMoved) await changes.publish(stockMoved);
  const row = await selectOrderById(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return orderDetail(db, row, customer);
}

/**
 * The shop releases a pending order paid online whose hold or reservation ended (modules/payments, ADR 054):
 * canceled as the shop's doing, restocked, the buyer mailed why. The order is locked and `stillHeld` asked again
 * inside the transaction, so a payment recorded at the same moment, or another server's round, wins cleanly.
 * Answers whether it was released.
 */
export async function releaseHeldOrder(
  db: Db,
  id: string,
  {
    stillHeld,
    release,
    changes,
    mail,
    now = new Date(),
  }: StatusOptions & { stillHeld: (order: OrderRow) => boolean; release: OrderRelease },
): Promise<boolean> {
  const outcome = await db.transaction(async (tx) => {
    const order = await selectOrderById(tx, id, { forUpdate: true });
    if (order?.status !== 'pending' || !stillHeld(order)) return { released: false as const };
    const moved = await moveOrder(tx, order, 'canceled', {
      actor: 'shop',
      changedBy: null,
      now,
      mail,
      release,
    });
    return { released: true as const, moved };
  });
  if (outcome.released && outcome.moved) await changes.publish(outcome.moved);
  return outcome.released;
}

const EXPIRY_BATCH = 100;

/**
 * Pending orders that nobody moved on for `pendingMs` (ORDER_PENDING_DAYS) are canceled by the shop: restocked,
 * recorded as the shop's doing, the customer mailed. Each order in a transaction of its own, locked and checked
 * again, so an admin's change at the same moment, or another app server's round, wins cleanly. Answers how many.
 */
export async function expireStalePendingOrders(
  db: Db,
  { pendingMs, changes, mail, now = new Date() }: StatusOptions & { pendingMs: number },
): Promise<number> {
  const before = new Date(now.getTime() - pendingMs);
  const pendingDays = Math.round(pendingMs / 86_400_000);
  let expired = 0;
  const restocked = new Set<string>();
  for (;;) {
    const stale = await selectStalePendingOrderIds(db, before, EXPIRY_BATCH);
    let round = 0;
    for (const { id } of stale) {
      const done = await db.transaction(async (tx) => {
        const order = await selectOrderById(tx, id, { forUpdate: true });
        if (order?.status !== 'pending' || order.updatedAt >= before) return false;
        const moved = await moveOrder(tx, order, 'canceled', {
          actor: 'shop',
          changedBy: null,
          now,
          mail,
          pendingDays,
        });
        for (const id of moved?.ids ?? []) restocked.add(id);
        return true;
      });
      if (done) round += 1;
    }
    expired += round;
    if (stale.length < EXPIRY_BATCH || round === 0) break;
  }
  if (expired > 0) await changes.publish({ kind: 'stock', ids: [...restocked], restocked: true });
  return expired;
}
