import type { Order, OrderListQuery } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../lib/csv-cells.ts';
import { withItems } from './order-details.ts';
import { type OrderFilter, selectOrders } from './repository.ts';

/** The most orders one export holds (newest first); `X-Total-Count` says how many matched. */
export const ORDER_EXPORT_MAX = 50_000;
const ORDERS_PER_READ = 1000;

/** One row per order line; the order's own columns repeat on each of its lines (ADR 063). */
export const ORDER_CSV_COLUMNS = [
  'number',
  'orderId',
  'createdAt',
  'status',
  'payment',
  'paymentChoice',
  'handover',
  'handoverDate',
  'name',
  'email',
  'phone',
  'address',
  'carId',
  'brand',
  'model',
  'year',
  'category',
  'quantity',
  'unitPrice',
  'totalPrice',
] as const;

function orderLines(order: Order): string[][] {
  const head = [
    String(order.number),
    order._id,
    order.createdAt,
    order.status,
    order.payment.state,
    order.terms.payment,
    order.terms.handover,
    order.terms.handoverDate ?? '',
    order.name,
    order.email,
    order.phone,
    order.address,
  ];
  return order.items.map((item) => [
    ...head,
    item.car._id ?? '',
    item.car.brand,
    item.car.model,
    String(item.car.year),
    item.car.category,
    String(item.quentity),
    String(item.price),
    String(order.totalPrice),
  ]);
}

/** The orders the admin's list filter matches, newest first, as CSV (GET /orders/export). */
export async function exportOrders(
  db: Db,
  query: Omit<OrderListQuery, 'page' | 'limit'>,
): Promise<{ csv: string }> {
  const filter: OrderFilter = { status: query.status, paymentState: query.payment, search: query.search };
  const lines: string[][] = [];
  for (let offset = 0; offset < ORDER_EXPORT_MAX; offset += ORDERS_PER_READ) {
    const rows = await selectOrders(db, filter, { offset, limit: ORDERS_PER_READ });
    for (const order of await withItems(db, rows)) lines.push(...orderLines(order));
    if (rows.length < ORDERS_PER_READ) break;
  }
  return { csv: toCsv(ORDER_CSV_COLUMNS, lines) };
}
