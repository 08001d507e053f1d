import { mergeLines } from '@carshop/contract/money';
import { ORDER_MESSAGES } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { queueWebhookEvents } from '../webhooks/service.ts';
import { toCar } from './mapper.ts';
import {
  lockCarRows,
  type StockLine,
  selectCarsByIds,
  updateStockReturned,
  updateStockTaken,
} from './repository.ts';

/**
 * Stock, for the orders module: always inside the caller's transaction, which holds the row locks (ADR 011).
 */
export type { StockLine } from './repository.ts';

/** A car as an order line remembers it. */
export type ReservedCar = Omit<Awaited<ReturnType<typeof lockCarRows>>[number], 'quantity'>;

/** A checkout (or an un-cancel) naming a car that does not exist (any more). */
const CAR_GONE = ORDER_MESSAGES.carGone;

/**
 * Takes the lines' cars out of stock, all or nothing: locks the cars (ascending id, see lockCarRows), checks
 * every line, then decrements them in one conditional UPDATE. Unknown or malformed ids: 404. A line short of
 * stock: 409 naming the car ("Only 1 left of Toyota Camry"), and the caller's transaction rolls back.
 * Answers the cars (price, brand, model... as they are now) by id.
 */
export async function reserveCars(tx: Db, lines: StockLine[]): Promise<Map<string, ReservedCar>> {
  const wanted = mergeLines(lines);
  if (wanted.length === 0) return new Map();
  if (!wanted.every((line) => isUuid(line.carId))) throw notFound(CAR_GONE);
  const rows = await lockCarRows(
    tx,
    wanted.map((line) => line.carId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const line of wanted) {
    const car = byId.get(line.carId);
    if (!car) throw notFound(CAR_GONE);
    if (car.quantity < line.quantity) {
      const name = `${car.brand} ${car.model}`;
      throw conflict(car.quantity === 0 ? `${name} is out of stock` : `Only ${car.quantity} left of ${name}`);
    }
  }
  const taken = await updateStockTaken(tx, wanted);
  // Unreachable while the rows are locked; if it ever happens, refuse rather than oversell.
  if (taken.length !== wanted.length) throw conflict('The stock changed: please try again');
  // The last of a car gone: `car.sold` for the dealer's other systems (ADR 066), in this transaction.
  const soldOut = wanted.filter((line) => byId.get(line.carId)!.quantity === line.quantity);
  if (soldOut.length > 0) {
    const sold = await selectCarsByIds(
      tx,
      soldOut.map((line) => line.carId),
    );
    await queueWebhookEvents(
      tx,
      'car.sold',
      sold.map((row) => ({ car: toCar(row) })),
    );
  }
  return new Map(rows.map(({ quantity: _, ...car }) => [car.id, car]));
}

/** Puts the lines back in stock (a canceled order); cars deleted since are skipped. */
export async function releaseCars(tx: Db, lines: StockLine[]): Promise<void> {
  const wanted = mergeLines(lines).filter((line) => isUuid(line.carId));
  if (wanted.length === 0) return;
  // The same lock order as reserveCars, so a cancel and a checkout of the same cars queue, never deadlock.
  await lockCarRows(
    tx,
    wanted.map((line) => line.carId),
  );
  await updateStockReturned(tx, wanted);
}
