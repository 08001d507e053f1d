import { createHash } from 'node:crypto';
import type { PageMeta } from '@carshop/contract/api';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  MAX_LINE_QUANTITY,
  ORDER_MESSAGES,
  ORDER_PAGE_SIZE,
  type Order,
  type OrderCreate,
  type OrderDetail,
  type OrderHistoryEntry,
  type OrderListQuery,
  type OrderStatus,
} from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { loadPage } from '../../lib/paging.ts';
import { isAdmin } from '../../lib/policy.ts';
import { type CatalogueCache, releaseCars, reserveCars, type StockLine } from '../cars/service.ts';
import { getUser } from '../users/service.ts';
import { toHistoryEntry, toOrder } from './mapper.ts';
import {
  claimIdempotencyKey,
  countOrderRows,
  deleteIdempotencyKeysBefore,
  type HistoryRow,
  insertHistoryRow,
  insertOrderRow,
  type OrderFilter,
  type OrderRow,
  selectHistory,
  selectIdempotencyKey,
  selectOrderById,
  selectOrderItemImages,
  selectOrderItems,
  selectOrders,
  selectOrderTotals,
  selectRevenueBy,
  selectStatusCounts,
  setIdempotencyKeyOrder,
  updateOrderStatusRow,
} from './repository.ts';

/** Orders move stock, so every write that commits invalidates the catalogue's list cache. */
type Invalidates = Pick<CatalogueCache, 'invalidate'>;

const HOUR_MS = 3_600_000;
const keyExpiry = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);

// ---- Checkout ----

export type PlaceOrderOptions = {
  cache: Invalidates;
  /** The `Idempotency-Key` header, already validated by the contract. */
  idempotencyKey?: string;
  /** The order's time (the seed spreads its demo orders over past weeks); now by default. */
  now?: Date;
};

/**
 * Lines for the same car are added up, in the order the cars first appear. Ids are compared lower-cased (a
 * UUID in capitals is the same car), so the per-car cap cannot be dodged by spelling one id two ways.
 */
function mergeLines(items: OrderCreate['items']): StockLine[] {
  const totals = new Map<string, number>();
  for (const { car, quentity } of items) {
    const id = car.toLowerCase();
    totals.set(id, (totals.get(id) ?? 0) + quentity);
  }
  return [...totals].map(([carId, quantity]) => ({ carId, quantity }));
}

/** Integer cents, so that 0.1 + 0.2 never shows up on an invoice. */
const toCents = (price: number) => Math.round(price * 100);

/**
 * Places an order for the signed-in user (ADR 011). The client's `userId`, `totalPrice` and prices are never
 * read: each line is priced from the database, the total is the server's sum, the email is the account's.
 * Stock is checked and taken in the same transaction as the order is written (cars module, row locks in id
 * order), so two buyers can never both get the last car, and one line short of stock refuses the whole order.
 * With an idempotency key, the same key and checkout from the same user answer the order placed first.
 */
export async function placeOrder(
  db: Db,
  customer: AuthUser,
  input: OrderCreate,
  { cache, idempotencyKey: key, now = new Date() }: PlaceOrderOptions,
): Promise<{ order: Order; replayed: boolean }> {
  const lines = mergeLines(input.items);
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) throw badRequest(ORDER_MESSAGES.lineCap);
  const details = { name: input.name, email: customer.email, phone: input.phone, address: input.address };
  const requestHash = createHash('sha256')
    .update(JSON.stringify([details, lines]))
    .digest('hex');

  const outcome = await db.transaction(async (tx) => {
    if (key) {
      const claim = { userId: customer.id, key, requestHash, createdAt: now };
      if (!(await claimIdempotencyKey(tx, claim, keyExpiry(now)))) {
        const earlier = await selectIdempotencyKey(tx, customer.id, key);
        if (earlier?.requestHash !== requestHash || !earlier.orderId) {
          throw new HttpError(422, ORDER_MESSAGES.keyReused);
        }
        return { replayed: true as const, orderId: earlier.orderId };
      }
    }
    const cars = await reserveCars(tx, lines);
    const items = lines.map(({ carId, quantity }) => {
      const { id, brand, model, year, category, image, price } = cars.get(carId)!;
      return { carId: id, brand, model, year, category, image, price, quantity };
    });
    const totalCents = items.reduce((sum, item) => sum + toCents(item.price) * item.quantity, 0);
    const row = await insertOrderRow(
      tx,
      { userId: customer.id, ...details, totalPrice: totalCents / 100, createdAt: now },
      items,
    );
    await insertHistoryRow(tx, {
      orderId: row.id,
      fromStatus: null,
      toStatus: 'pending',
      changedBy: customer.id,
      changedAt: now,
    });
    if (key) await setIdempotencyKeyOrder(tx, customer.id, key, row.id);
    return {
      replayed: false as const,
      order: toOrder(
        row,
        items.map((item) => ({ ...item, orderId: row.id })),
      ),
    };
  });

  if (outcome.replayed) return { order: await loadOrder(db, outcome.orderId), replayed: true };
  cache.invalidate(); // after the commit: the stock shown in lists changed
  return { order: outcome.order, replayed: false };
}

/** Forgets idempotency keys older than IDEMPOTENCY_KEY_TTL_HOURS; answers how many. */
export function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  return deleteIdempotencyKeysBefore(db, keyExpiry(now));
}

// ---- Reading ----

async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
  const items = await selectOrderItems(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toOrder(
      row,
      items.filter((item) => item.orderId === row.id),
    ),
  );
}

async function loadOrder(db: Db, id: string): Promise<Order> {
  const row = await selectOrderById(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [order] = await withItems(db, [row]);
  return order!;
}

/** Who made each change: shown to admins only, by name (null once that account is gone). */
async function describeHistory(db: Db, rows: HistoryRow[], viewer: AuthUser): Promise<OrderHistoryEntry[]> {
  const names = new Map<string, string>();
  if (isAdmin(viewer)) {
    const ids = [...new Set(rows.map((row) => row.changedBy).filter((id): id is string => id !== null))];
    const users = await Promise.all(ids.map((id) => getUser(db, id).catch(() => undefined)));
    for (const user of users) if (user) names.set(user._id, user.name);
  }
  return rows.map((row) => {
    const name = row.changedBy ? names.get(row.changedBy) : undefined;
    return toHistoryEntry(row, name !== undefined && row.changedBy ? { _id: row.changedBy, name } : null);
  });
}

async function orderDetail(db: Db, row: OrderRow, viewer: AuthUser): Promise<OrderDetail> {
  const [[order], history] = await Promise.all([withItems(db, [row]), selectHistory(db, row.id)]);
  return { ...order!, history: await describeHistory(db, history, viewer) };
}

/** Every order, newest first, a page at a time (admin). Without page/limit: page 1 of ORDER_PAGE_SIZE. */
export async function listOrders(
  db: Db,
  query: OrderListQuery,
): Promise<{ orders: Order[]; meta: PageMeta }> {
  const filter: OrderFilter = { status: query.status };
  const { items, meta } = await loadPage(
    { page: query.page ?? 1, limit: query.limit ?? ORDER_PAGE_SIZE },
    (window) => selectOrders(db, filter, window),
    () => countOrderRows(db, filter),
  );
  return { orders: await withItems(db, items), meta };
}

/**
 * GET /orders/{id}: `id` is a user's id (that user's orders, newest first: for that user or an admin) or an
 * order's id (that order with its history: for its customer or an admin). Anything else the viewer may not
 * see is "Order not found", so a customer cannot even learn that another's order or account exists.
 */
export async function getUserOrdersOrOrder(
  db: Db,
  viewer: AuthUser,
  id: string,
): Promise<Order[] | OrderDetail> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  id = id.toLowerCase();
  if (id === viewer.id) return withItems(db, await selectOrders(db, { userId: id }));
  const order = await selectOrderById(db, id);
  if (order && (isAdmin(viewer) || order.userId === viewer.id)) return orderDetail(db, order, viewer);
  if (!order && isAdmin(viewer)) {
    const user = await getUser(db, id).catch(() => undefined);
    if (user) return withItems(db, await selectOrders(db, { userId: id }));
  }
  throw notFound(ORDER_MESSAGES.notFound);
}

// ---- Status changes (admin) ----

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
  { cache, now = new Date() }: { cache: Invalidates; now?: Date },
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
  if (stockMoved) cache.invalidate();
  const row = await selectOrderById(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  return { order: await orderDetail(db, row, actor), changed };
}

// ---- Figures, for the stats module ----

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
