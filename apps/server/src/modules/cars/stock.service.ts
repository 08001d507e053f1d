import { mergeLines } from '@carshop/contract/money';
import { ORDER_MESSAGES } from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { queueWebhookEvents } from '../webhooks/service.ts';
import { toCar } from './mapper.ts';
import {
  type CarRow,
  lockCarRows,
  type StockLine,
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
  await queueStockChanged(tx, taken, (car) => byId.get(car.id)!.quantity);
  // The last of a car gone: `car.sold` as well.
  const sold = taken.filter((car) => car.quantity === 0);
  if (sold.length > 0) {
    await queueWebhookEvents(
      tx,
      'car.sold',
      sold.map((row) => ({ car: toCar(row) })),
    );
  }
  return new Map(rows.map(({ quantity: _, ...car }) => [car.id, car]));
}

/**
 * Every stock change tells the dealer's other systems (ADR 066), in the transaction of the change: `car.updated`
 * with the quantity before, as an admin's edit does, so a marketplace lists a car again once a canceled order
 * puts it back.
 */
function queueStockChanged(tx: Db, changed: CarRow[], before: (car: CarRow) => number): Promise<void> {
  return queueWebhookEvents(
    tx,
    'car.updated',
    changed.map((row) => ({ car: toCar(row), previous: { quantity: before(row) } })),
  );
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
  const returned = new Map(wanted.map((line) => [line.carId, line.quantity]));
  const changed = await updateStockReturned(tx, wanted);
  await queueStockChanged(tx, changed, (car) => car.quantity - returned.get(car.id)!);
}
