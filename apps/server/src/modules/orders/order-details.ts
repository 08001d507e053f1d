import {
  ORDER_MESSAGES,
  type Order,
  type OrderDetail,
  type OrderHistoryEntry,
} from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { notFound } from '../../lib/http-error.ts';
import { canReadOrderChangers } from '../../lib/policies.ts';
import { getUser } from '../users/service.ts';
import { toHistoryEntry, toOrder, toPaymentEvent } from './mapper.ts';
import {
  type HistoryRow,
  type OrderRow,
  selectHistory,
  selectOrderById,
  selectOrderItems,
  selectPaymentHistory,
} from './repository.ts';

/** Orders as the API answers them (lines, history), shared by the module's services. */

export async function withItems(db: Db, rows: OrderRow[]): Promise<Order[]> {
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

export async function loadOrder(db: Db, id: string): Promise<Order> {
  const row = await selectOrderById(db, id);
  if (!row) throw notFound(ORDER_MESSAGES.notFound);
  const [order] = await withItems(db, [row]);
  return order!;
}

/** Who made each change: shown to admins only, by name (null once that account is gone). */
async function describeHistory(db: Db, rows: HistoryRow[], viewer: AuthUser): Promise<OrderHistoryEntry[]> {
  const names = new Map<string, string>();
  if (canReadOrderChangers(viewer)) {
    const ids = [...new Set(rows.map((row) => row.changedBy).filter((id): id is string => id !== null))];
    const users = await Promise.all(ids.map((id) => getUser(db, id).catch(() => undefined)));
    for (const user of users) if (user) names.set(user._id, user.name);
  }
  return rows.map((row) => {
    const name = row.changedBy ? names.get(row.changedBy) : undefined;
    return toHistoryEntry(row, name !== undefined && row.changedBy ? { _id: row.changedBy, name } : null);
  });
}

export async function orderDetail(db: Db, row: OrderRow, viewer: AuthUser): Promise<OrderDetail> {
  const [[order], history, payments] = await Promise.all([
    withItems(db, [row]),
    selectHistory(db, row.id),
    selectPaymentHistory(db, row.id),
  ]);
  return {
    ...order!,
    history: await describeHistory(db, history, viewer),
    paymentHistory: payments.map(toPaymentEvent),
  };
}
