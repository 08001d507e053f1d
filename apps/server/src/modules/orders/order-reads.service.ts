import type { PageMeta } from '@carshop/contract/api';
import {
  ORDER_MESSAGES,
  ORDER_PAGE_SIZE,
  type Order,
  type OrderDetail,
  type OrderListQuery,
} from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { loadPage, loadWholeList, MAX_UNPAGED_ITEMS, type Page } from '../../lib/paging.ts';
import { canPayOrder, canReadOrder, canReadUserOrders } from '../../lib/policies.ts';
import { findCredentials, getUser } from '../users/service.ts';
import { loadOrder, orderDetail, withItems } from './order-details.ts';
import { countOrderRows, type OrderFilter, selectOrderById, selectOrders } from './repository.ts';

/** Reading orders: the admin's list, a customer's orders, one order with its history. */

/**
 * Every order, newest first (admin): a page at a time with `page`/`limit` (a missing one: page 1, or
 * ORDER_PAGE_SIZE), and without either every order up to the unpaged ceiling (MAX_UNPAGED_ITEMS), as the
 * specification's client reads "all orders"; `meta` says how many there are either way.
 */
export async function listOrders(db: Db, query: OrderListQuery): Promise<Page<Order>> {
  const filter: OrderFilter = { status: query.status, paymentState: query.payment, search: query.search };
  const select = (window: { offset: number; limit: number }) => selectOrders(db, filter, window);
  const count = () => countOrderRows(db, filter);
  const { items, meta } =
    query.page === undefined && query.limit === undefined
      ? await loadWholeList(select, count)
      : await loadPage({ page: query.page ?? 1, limit: query.limit ?? ORDER_PAGE_SIZE }, select, count);
  return { items: await withItems(db, items), meta };
}

/** A customer's orders, newest first: every one up to the unpaged ceiling, with `meta` saying how many there are. */
export type UserOrders = { orders: Order[]; meta: PageMeta };

async function userOrders(db: Db, userId: string, cap: number): Promise<UserOrders> {
  const { items, meta } = await loadWholeList(
    (window) => selectOrders(db, { userId }, window),
    () => countOrderRows(db, { userId }),
    cap,
  );
  return { orders: await withItems(db, items), meta };
}

/**
 * GET /orders/{id}: `id` is a user's id or email (that user's orders, newest first: for that user or an admin;
 * the specification's client reads "a user's orders by email") or an order's id (that order with its history:
 * for its customer or an admin). Anything else the viewer may not see is "Order not found", so a customer
 * cannot even learn that another's order or account exists.
 */
export async function getUserOrdersOrOrder(
  db: Db,
  viewer: AuthUser,
  id: string,
  { cap = MAX_UNPAGED_ITEMS }: { cap?: number } = {},
): Promise<UserOrders | OrderDetail> {
  if (id.includes('@')) {
    const owner = await findCredentials(db, { email: id.trim().toLowerCase() });
    if (owner && canReadUserOrders(viewer, owner.id)) return userOrders(db, owner.id, cap);
    throw notFound(ORDER_MESSAGES.notFound);
  }
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  id = id.toLowerCase();
  const order = await selectOrderById(db, id);
  if (order) {
    if (canReadOrder(viewer, order)) return orderDetail(db, order, viewer);
  } else if (canReadUserOrders(viewer, id) && (await getUser(db, id).catch(() => undefined))) {
    return userOrders(db, id, cap);
  }
  throw notFound(ORDER_MESSAGES.notFound);
}

/** What paying for an order needs to know of it. */
export type PayableOrder = {
  id: string;
  number: number;
  status: Order['status'];
  totalPrice: number;
  payment: Order['terms']['payment'];
  /** Due online at checkout by the buyer's choice: the deposit, everything, or nothing. */
  dueNow: number;
};

/**
 * The order `id` as its own customer may pay for it (modules/payments). Anyone else's, or no such order: "Order
 * not found", as when reading it, so nobody learns that it exists.
 */
export async function getOrderToPay(db: Db, viewer: AuthUser, id: string): Promise<PayableOrder> {
  const order = isUuid(id) ? await selectOrderById(db, id.toLowerCase()) : undefined;
  if (!order || !canPayOrder(viewer, order)) throw notFound(ORDER_MESSAGES.notFound);
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    totalPrice: order.totalPrice,
    payment: order.paymentChoice,
    dueNow: order.breakdown?.dueNow ?? 0,
  };
}

/**
 * The order `id` with its lines and terms, for a module that writes about it (a receipt); "Order not found" when
 * there is none. Who may see it is the caller's to check (`canReadReceipts`).
 */
export async function getOrderById(db: Db, id: string): Promise<Order> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  return loadOrder(db, id.toLowerCase());
}
