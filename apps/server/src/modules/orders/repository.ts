import type { OrderActor, OrderPaymentState, OrderStatus } from '@carshop/contract/order';
import { OPEN_ORDER_STATUSES } from '@carshop/contract/order-status';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  not,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { totalOver, counted as withTotal } from '../../db/counted.ts';
import { columnsOf, type RowOf } from '../../db/row-of.ts';
import {
  idempotencyKeys,
  orderItems,
  orderPaymentHistory,
  orderStatusHistory,
  orders,
} from '../../db/schema.ts';
import { staffSearch } from '../../lib/staff-search.ts';

const orderColumns = columnsOf(orders, [
  'id',
  'number',
  'userId',
  'name',
  'email',
  'phone',
  'address',
  'totalPrice',
  'status',
  'paymentChoice',
  'handoverMethod',
  'handoverDate',
  'breakdown',
  'paymentState',
  'amountPaid',
  'amountRefunded',
  'holdUntil',
  'reservedUntil',
  'tradeInTitle',
  'tradeInAmount',
  'createdAt',
  'updatedAt',
]);
const itemColumns = columnsOf(orderItems, [
  'orderId',
  'carId',
  'brand',
  'model',
  'year',
  'category',
  'image',
  'price',
  'quantity',
]);
const historyColumns = columnsOf(orderStatusHistory, [
  'fromStatus',
  'toStatus',
  'changedBy',
  'actor',
  'changedAt',
]);

export type OrderRow = RowOf<typeof orders, typeof orderColumns>;
export type OrderItemRow = RowOf<typeof orderItems, typeof itemColumns>;
const paymentHistoryColumns = columnsOf(orderPaymentHistory, ['event', 'amount', 'currency', 'at']);
export type HistoryRow = RowOf<typeof orderStatusHistory, typeof historyColumns>;
export type PaymentHistoryRow = RowOf<typeof orderPaymentHistory, typeof paymentHistoryColumns>;
export type NewOrderRow = Omit<
  typeof orders.$inferInsert,
  | 'id'
  | 'number'
  | 'status'
  | 'updatedAt'
  | 'paymentState'
  | 'amountPaid'
  | 'amountRefunded'
  | 'reservedUntil'
> & {
  createdAt: Date;
};
export type NewItemRow = Omit<OrderItemRow, 'orderId'>;
/** `search`: an order number, a phone number's digits, or words of the buyer or the cars (lib/staff-search.ts). */
export type OrderFilter = {
  userId?: string;
  status?: OrderStatus;
  paymentState?: OrderPaymentState;
  search?: string;
};

// ---- Orders ----

export async function insertOrderRow(db: Db, order: NewOrderRow, items: NewItemRow[]): Promise<OrderRow> {
  const [row] = await db
    .insert(orders)
    .values({ ...order, status: 'pending', updatedAt: order.createdAt })
    .returning(orderColumns);
  await db.insert(orderItems).values(items.map((item) => ({ ...item, orderId: row!.id })));
  return row!;
}

/** `id` must already be a well-formed UUID (see lib/ids.ts). `forUpdate` locks the row until the transaction ends. */
export async function selectOrderById(db: Db, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select(orderColumns).from(orders).where(eq(orders.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

const whereOf = (filter: OrderFilter) =>
  and(
    filter.userId ? eq(orders.userId, filter.userId) : undefined,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentState ? eq(orders.paymentState, filter.paymentState) : undefined,
    staffSearch(orders.searchText, filter.search, orders.number),
  );

/** Newest first; the id breaks ties so pages never overlap. Served by the (user_id,) created_at indexes. */
export function selectOrders(db: Db, filter: OrderFilter, window?: { limit: number; offset: number }) {
  const query = db
    .select(orderColumns)
    .from(orders)
    .where(whereOf(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
  return window ? query.limit(window.limit).offset(window.offset) : query;
}

export async function countOrderRows(db: Db, filter: OrderFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(whereOf(filter));
  return row?.total ?? 0;
}

/** The lines of some orders (the mapper puts each order's lines in a fixed order). */
export function selectOrderItems(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return Promise.resolve([] as OrderItemRow[]);
  return db
    .select(itemColumns)
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId));
}

/** The payments ledger's summary on the order (ADR 054), written in the ledger's transaction. */
export type OrderPaymentColumns = Pick<
  OrderRow,
  'paymentState' | 'amountPaid' | 'amountRefunded' | 'holdUntil' | 'reservedUntil'
>;

export async function updateOrderPaymentRow(db: Db, id: string, summary: OrderPaymentColumns) {
  await db.update(orders).set(summary).where(eq(orders.id, id));
}

/**
 * Pending orders paid online whose hold ended unpaid, or whose paid deposit's reservation ended, oldest first
 * (served by orders_hold_until_idx for the holds).
 */
export function selectOrdersPastHold(db: Db, now: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending'),
        ne(orders.paymentChoice, 'handover'),
        or(
          and(inArray(orders.paymentState, ['unpaid', 'failed']), lte(orders.holdUntil, now)),
          and(eq(orders.paymentState, 'deposit_paid'), lte(orders.reservedUntil, now)),
        ),
      ),
    )
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

/**
 * Puts a trade-in on the buyer's own pending order (issue 32) unless it has one: of two at once, one wins.
 * Answers whether it did.
 */
export async function updateOrderTradeInRow(
  db: Db,
  id: string,
  userId: string,
  tradeIn: { title: string; amount: number },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ tradeInTitle: tradeIn.title, tradeInAmount: tradeIn.amount })
    .where(
      and(
        eq(orders.id, id),
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        isNull(orders.tradeInTitle),
      ),
    )
    .returning({ id: orders.id });
  return rows.length > 0;
}

/** The buyer's pending orders holding the car, newest first (the order an accepted trade-in goes with). */
export async function selectPendingOrderIdsWithCar(db: Db, userId: string, carId: string) {
  return db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending'),
        eq(orderItems.carId, carId),
        isNull(orders.tradeInTitle),
      ),
    )
    .orderBy(desc(orders.createdAt));
}

export async function updateOrderStatusRow(db: Db, id: string, status: OrderStatus, at: Date) {
  const [row] = await db
    .update(orders)
    .set({ status, updatedAt: at })
    .where(eq(orders.id, id))
    .returning(orderColumns);
  return row;
}

/**
 * Pending orders last changed before `before`, oldest first: what the shop cancels after ORDER_PENDING_DAYS. The caller
 * locks each in its own transaction and checks that it is still pending, so two servers never cancel one twice.
 */
export function selectStalePendingOrderIds(db: Db, before: Date, limit: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending'), lt(orders.updatedAt, before)))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

// ---- Status history ----

export async function insertHistoryRow(
  db: Db,
  entry: {
    orderId: string;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    /** Null when the shop made the change itself. */
    changedBy: string | null;
    actor: OrderActor;
    changedAt: Date;
  },
) {
  await db.insert(orderStatusHistory).values(entry);
}

export function selectHistory(db: Db, orderId: string): Promise<HistoryRow[]> {
  return db
    .select(historyColumns)
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id));
}

/** The order's payment events (written by modules/payments from its ledger), oldest first. */
export function selectPaymentHistory(db: Db, orderId: string): Promise<PaymentHistoryRow[]> {
  return db
    .select(paymentHistoryColumns)
    .from(orderPaymentHistory)
    .where(eq(orderPaymentHistory.orderId, orderId))
    .orderBy(asc(orderPaymentHistory.at), asc(sql`${orderPaymentHistory.event} <> 'started'`));
}

// ---- Idempotency keys ----

/**
 * Claims `key` for this user inside the checkout's transaction. Answers true when this request is the first
 * with the key; false when the key is already taken (then read it with selectIdempotencyKey). While another
 * transaction holds an uncommitted claim on the same key, PostgreSQL makes this insert wait for it: if that one
 * commits, this one sees its key (and its order); if it rolls back, this one claims the key itself.
 */
export async function insertIdempotencyKey(
  db: Db,
  claim: { userId: string; key: string; requestHash: string; createdAt: Date },
  expiredBefore: Date,
): Promise<boolean> {
  // An expired claim on the same key is forgotten first, so the key starts afresh.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, claim.userId),
        eq(idempotencyKeys.key, claim.key),
        lt(idempotencyKeys.createdAt, expiredBefore),
      ),
    );
  const rows = await db
    .insert(idempotencyKeys)
    .values(claim)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function selectIdempotencyKey(db: Db, userId: string, key: string) {
  const [row] = await db
    .select({ requestHash: idempotencyKeys.requestHash, orderId: idempotencyKeys.orderId })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function updateIdempotencyKeyOrder(db: Db, userId: string, key: string, orderId: string) {
  await db
    .update(idempotencyKeys)
    .set({ orderId })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
}

export async function deleteIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

// ---- Figures for the admin overview ----

/**
 * Money the shop has taken for an order (the overview's revenue, ADR 056): what was paid online and kept (the
 * payments ledger's summary, net of refunds), and for a delivered order its whole total, the rest having been paid
 * at handover, less anything given back.
 */
const taken = sql<string>`case when ${orders.status} = 'delivered'
  then greatest(${orders.totalPrice} - ${orders.amountRefunded}, 0) else ${orders.amountPaid} end`;
/** Orders that count in the figures: every one not canceled, and a canceled one whose money was kept. */
const counted = or(ne(orders.status, 'canceled'), gt(orders.amountPaid, 0));

export async function selectOrderTotals(db: Db) {
  const [row] = await db
    .select({ orders: count(), revenue: sql<string>`coalesce(sum(${taken}), 0)` })
    .from(orders);
  return { orders: row?.orders ?? 0, revenue: Number(row?.revenue ?? 0) };
}

/**
 * Revenue and order count of the orders that are not canceled, per UTC day or month from `since` on (only
 * periods that have orders; the service fills the gaps).
 */
export function selectRevenueBy(db: Db, unit: 'day' | 'month', since: Date) {
  const period: SQL<string> =
    unit === 'day'
      ? sql`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`
      : sql`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM')`;
  return db
    .select({
      period,
      revenue: sql<string>`sum(${taken})`,
      orders: count(),
    })
    .from(orders)
    .where(and(counted, gte(orders.createdAt, since)))
    .groupBy(sql`1`);
}

export function selectStatusCounts(db: Db) {
  return db.select({ status: orders.status, orders: count() }).from(orders).groupBy(orders.status);
}

/** Every picture URL an order line keeps (each once): an order shows its cars as they were when bought. */
export async function selectOrderItemImages(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ image: orderItems.image })
    .from(orderItems)
    .where(isNotNull(orderItems.image));
  return rows.map((row) => row.image).filter((image) => image !== null);
}

/** How many cars the user's open orders (OPEN_ORDER_STATUSES) hold. */
/** What the open units are counted by (fair-use.ts): an order column and the value it must have. */
export type OpenUnitsScope = { by: 'user' | 'client' | 'phone' | 'address'; key: string };
const SCOPE_COLUMNS = {
  user: orders.userId,
  client: orders.clientKey,
  phone: orders.phoneKey,
  address: orders.addressKey,
} as const;

/** The cars held by the open orders (OPEN_ORDER_STATUSES) that share the scope's value. */
export async function selectOpenUnits(db: Db, { by, key }: OpenUnitsScope): Promise<number> {
  const [row] = await db
    .select({ units: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(SCOPE_COLUMNS[by], key), inArray(orders.status, OPEN_ORDER_STATUSES)));
  return Number(row?.units ?? 0);
}

// ---- Today (issue 30): bounded lists, each with how many there are in all ----

/** A pending order whose paid deposit's reservation ends by `until` (or has ended, not released yet). */
const reservationEndingBy = (until: Date): SQL =>
  and(
    eq(orders.status, 'pending'),
    eq(orders.paymentState, 'deposit_paid'),
    isNotNull(orders.reservedUntil),
    lte(orders.reservedUntil, until),
  )!; // and() of conditions that are all present is never undefined

/** Pending orders but those whose reservation ends by `until`, longest waiting first. */
export async function selectNewOrders(db: Db, until: Date, limit: number) {
  return withTotal(
    await db
      .select({ ...orderColumns, total: totalOver })
      .from(orders)
      .where(and(eq(orders.status, 'pending'), not(reservationEndingBy(until))))
      .orderBy(asc(orders.createdAt), asc(orders.id))
      .limit(limit),
  );
}

/** Pending orders whose paid deposit's reservation ends by `until`, soonest first. */
export async function selectReservationsEnding(db: Db, until: Date, limit: number) {
  return withTotal(
    await db
      .select({ ...orderColumns, total: totalOver })
      .from(orders)
      .where(reservationEndingBy(until))
      .orderBy(asc(orders.reservedUntil), asc(orders.id))
      .limit(limit),
  );
}

/** Some orders by id (well-formed UUIDs), in no particular order. */
export function selectOrdersByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return Promise.resolve([] as OrderRow[]);
  return db.select(orderColumns).from(orders).where(inArray(orders.id, ids));
}
