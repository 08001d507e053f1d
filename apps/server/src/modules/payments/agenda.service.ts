import type { TodayPayment } from '@carshop/contract/today';
import type { Db } from '../../db/client.ts';
import { ordersByIds } from '../orders/agenda.service.ts';
import { selectPaymentsReceived } from './repository.ts';

/**
 * The payments on the staff's Today (issue 30): those received online since `since`, newest first, each with its
 * order; at most `limit`, and how many there are.
 */
export async function paymentsReceived(
  db: Db,
  since: Date,
  limit: number,
): Promise<{ total: number; items: TodayPayment[] }> {
  const { total, rows } = await selectPaymentsReceived(db, since, limit);
  const orders = await ordersByIds(
    db,
    rows.map((row) => row.orderId),
  );
  const items = rows.flatMap((row) => {
    const order = orders.get(row.orderId);
    if (!order) return []; // an order is never deleted while the ledger names it (a foreign key): not reached
    return [
      {
        _id: row.id,
        amount: row.amount,
        currency: row.currency,
        receivedAt: row.receivedAt.toISOString(),
        order,
      },
    ];
  });
  return { total, items };
}
