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
import { loadPage, loadWholeList, MAX_UNPAGED_ITEMS } from '../../lib/paging.ts';
import { isAdmin } from '../../lib/policy.ts';
import { getUser } from '../users/service.ts';
import { orderDetail, withItems } from './order-details.ts';
import { countOrderRows, type OrderFilter, selectOrderById, selectOrders } from './repository.ts';

/** Reading orders: the admin's list, a customer's orders, one order with its history. */

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

export async function getUserOrdersOrOrder(
  db: Db,
  viewer: AuthUser,
  id: string,
  { cap = MAX_UNPAGED_ITEMS }: { cap?: number } = {},
): Promise<UserOrders | OrderDetail> {
  if (!isUuid(id)) throw notFound(ORDER_MESSAGES.notFound);
  id = id.toLowerCase();
  if (id === viewer.id) return userOrders(db, id, cap);
  const order = await selectOrderById(db, id);
  if (order && (isAdmin(viewer) || order.userId === viewer.id)) return orderDetail(db, order, viewer);
  if (!order && isAdmin(viewer)) {
    const user = await getUser(db, id).catch(() => undefined);
    if (user) return userOrders(db, id, cap);
  }
  throw notFound(ORDER_MESSAGES.notFound);
}
