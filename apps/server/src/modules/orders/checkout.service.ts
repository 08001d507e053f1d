import { createHash } from 'node:crypto';
import type { PaymentChoice, PriceBreakdown } from '@carshop/contract/checkout-terms';
import { EMAIL_VERIFICATION_MESSAGES } from '@carshop/contract/email-verification';
import { mergeLines, sumLines } from '@carshop/contract/money';
import {
  IDEMPOTENCY_KEY_TTL_HOURS,
  MAX_LINE_QUANTITY,
  ORDER_MESSAGES,
  type Order,
  type OrderCreate,
  type OrderQuote,
  type OrderQuoteRequest,
} from '@carshop/contract/order';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { badRequest, forbidden, HttpError } from '../../lib/http-error.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { searchTextOf } from '../../lib/staff-search.ts';
import type { CarChanges } from '../cars/car-changes.service.ts';
import { getCarsInOrder } from '../cars/catalogue.service.ts';
import { reserveCars } from '../cars/stock.service.ts';
import { queueMail } from '../mail/service.ts';
import { queueWebhookEvent } from '../webhooks/service.ts';
import {
  type CheckoutTerms,
  handoverCalendar,
  paymentChoicesOf,
  priceBreakdown,
  settleChoices,
} from './checkout-terms.ts';
import { assertFairUse, type FairUseCaps, fairUseKeysOf } from './fair-use.ts';
import { type OrderMailSettings, orderPlacedMail } from './mails.ts';
import { toOrder } from './mapper.ts';
import { loadOrder } from './order-details.ts';
import {
  deleteIdempotencyKeysBefore,
  insertHistoryRow,
  insertIdempotencyKey,
  insertOrderRow,
  selectIdempotencyKey,
  updateIdempotencyKeyOrder,
} from './repository.ts';

/** Checkout: placing an order (ADR 011), and forgetting old idempotency keys. */

/** The demo seed's orders: no fees, no tax, paid at handover. */
const SEED_TERMS: CheckoutTerms = {
  fees: [],
  taxRate: 0,
  pricesIncludeTax: false,
  deposit: { percent: 0 },
  deliveryLeadDays: 1,
  openingHours: [],
  paysOnline: false,
};

/** An order's columns for its terms; its total is the breakdown's. */
const orderTerms = (choices: ReturnType<typeof settleChoices>, breakdown: PriceBreakdown) => ({
  paymentChoice: choices.payment,
  handoverMethod: choices.handover,
  handoverDate: choices.handoverDate,
  breakdown,
  totalPrice: breakdown.total,
});

/** PAYMENT_HOLD_MINUTES' default: how long an order to be paid online holds its cars unpaid (ADR 054). */
const DEFAULT_HOLD_MINUTES = 30;

/** An order to be paid online (a deposit or in full) holds its cars unpaid until then; one paid at handover: null. */
const holdUntilOf = (payment: PaymentChoice, now: Date, holdMinutes: number) =>
  payment === 'handover' ? null : new Date(now.getTime() + holdMinutes * 60_000);

const HOUR_MS = 3_600_000;
const keyExpiry = (now: Date) => new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * HOUR_MS);

export type PlaceOrderOptions = {
  /** Checkouts move stock: the bought cars' stock change is published after the order commits. */
  changes: Pick<CarChanges, 'publish'>;
  /** The `Idempotency-Key` header, already validated by the contract. */
  idempotencyKey?: string;
  /** The order's time (the seed spreads its demo orders over past weeks); now by default. */
  now?: Date;
  /**
   * Fair use (fair-use.ts): the most cars open orders may hold, this one included, per account, per delivery
   * phone and address, and per client address; beyond a cap 409 and nothing changes. Admins and an unset or 0
   * cap are not limited.
   */
  fairUse?: FairUseCaps;
  /** The client address the checkout comes from (lib/client-address.ts clientKey); unset for the demo seed. */
  clientAddress?: string;
  /** The order-confirmation mail (modules/mail), queued with the order. Unset only for the demo seed's orders. */
  mail?: OrderMailSettings;
  /** The shop's terms of sale (fees, tax, deposit, handover days); unset (the demo seed): none, paid at handover. */
  terms?: CheckoutTerms;
  /** PAYMENT_HOLD_MINUTES: an order to be paid online holds its cars this long unpaid, then is released. */
  holdMinutes?: number;
  /** CHECKOUT_REQUIRES_VERIFIED_EMAIL: an account that has not confirmed its email gets 403 (ADR 048). */
  requireVerifiedEmail?: boolean;
};

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
  {
    changes,
    idempotencyKey: key,
    now = new Date(),
    fairUse,
    clientAddress,
    mail,
    terms = SEED_TERMS,
    requireVerifiedEmail,
    holdMinutes = DEFAULT_HOLD_MINUTES,
  }: PlaceOrderOptions,
): Promise<{ order: Order; replayed: boolean }> {
  if (requireVerifiedEmail && !customer.emailVerified)
    throw forbidden(EMAIL_VERIFICATION_MESSAGES.checkoutNeedsVerified);
  // Lines for the same car are one line (ids compared lower-cased), so the per-car cap cannot be dodged.
  const lines = mergeLines(input.items.map(({ car, quentity }) => ({ carId: car, quantity: quentity })));
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) throw badRequest(ORDER_MESSAGES.lineCap);
  const details = { name: input.name, email: customer.email, phone: input.phone, address: input.address };
  const choices = settleChoices(input, terms, shopToday(now));
  const keys = fairUseKeysOf(details, clientAddress);
  const requestHash = createHash('sha256')
    .update(JSON.stringify([details, lines, choices]))
    .digest('hex');

  const outcome = await db.transaction(async (tx) => {
    if (key) {
      const claim = { userId: customer.id, key, requestHash, createdAt: now };
      if (!(await insertIdempotencyKey(tx, claim, keyExpiry(now)))) {
        const earlier = await selectIdempotencyKey(tx, customer.id, key);
        if (earlier?.requestHash !== requestHash || !earlier.orderId) {
          throw new HttpError(422, ORDER_MESSAGES.keyReused);
        }
        return { replayed: true as const, orderId: earlier.orderId };
      }
    }
    if (fairUse) await assertFairUse(tx, customer, keys, sumQuantities(lines), fairUse);
    const cars = await reserveCars(tx, lines);
    const items = lines.map(({ carId, quantity }) => {
      const { id, brand, model, year, category, image, price } = cars.get(carId)!;
      return { carId: id, brand, model, year, category, image, price, quantity };
    });
    const row = await insertOrderRow(
      tx,
      {
        userId: customer.id,
        ...details,
        clientKey: keys.client ?? null,
        phoneKey: keys.phone,
        addressKey: keys.address,
        searchText: searchTextOf({
          phone: details.phone,
          words: [details.name, details.email, ...lines.map(({ carId }) => carWords(cars.get(carId)!))],
        }),
        ...orderTerms(choices, priceBreakdown(sumLines(items), choices.payment, terms)),
        holdUntil: holdUntilOf(choices.payment, now, holdMinutes),
        createdAt: now,
      },
      items,
    );
    await insertHistoryRow(tx, {
      orderId: row.id,
      fromStatus: null,
      toStatus: 'pending',
      changedBy: customer.id,
      actor: 'customer',
      changedAt: now,
    });
    if (key) await updateIdempotencyKeyOrder(tx, customer.id, key, row.id);
    const order = toOrder(
      row,
      items.map((item) => ({ ...item, orderId: row.id })),
    );
    // The order's email is the account's: its name, phone and address go back only once that is proven.
    if (mail) await queueMail(tx, orderPlacedMail(mail, order, customer.emailVerified));
    await queueWebhookEvent(tx, 'order.created', { order });
    return { replayed: false as const, order };
  });

  if (outcome.replayed) return { order: await loadOrder(db, outcome.orderId), replayed: true };
  // After the commit: the bought cars' stock changed (the buyer need not wait for the other servers to hear it).
  void changes.publish({ kind: 'stock', ids: lines.map((line) => line.carId), restocked: false });
  return { order: outcome.order, replayed: false };
}

/** What staff find an order's car by: its brand, model and VIN (issue 30). */
const carWords = (car: { brand: string; model: string; vin: string | null }) =>
  [car.brand, car.model, car.vin].filter(Boolean).join(' ');

const sumQuantities = (lines: { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** Forgets idempotency keys older than IDEMPOTENCY_KEY_TTL_HOURS; answers how many. */
export function pruneIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  return deleteIdempotencyKeysBefore(db, keyExpiry(now));
}

/**
 * POST /orders/quote: what the cart would cost with these choices, before the buyer commits (issue 29), from the
 * server's own prices. A car no longer for sale is 404, as at checkout.
 */
export async function quoteOrder(
  db: Db,
  input: OrderQuoteRequest,
  terms: CheckoutTerms,
  now = new Date(),
): Promise<OrderQuote> {
  const today = shopToday(now);
  const choices = settleChoices(input, terms, today);
  const lines = mergeLines(input.items.map(({ car, quentity }) => ({ carId: car, quantity: quentity })));
  if (lines.some((line) => line.quantity > MAX_LINE_QUANTITY)) throw badRequest(ORDER_MESSAGES.lineCap);
  const cars = new Map(
    (
      await getCarsInOrder(
        db,
        lines.map((line) => line.carId),
      )
    ).map((car) => [car._id, car]),
  );
  const priced = lines.map((line) => {
    const car = cars.get(line.carId);
    if (!car) throw new HttpError(404, ORDER_MESSAGES.carGone);
    return { price: car.price, quantity: line.quantity };
  });
  return {
    breakdown: priceBreakdown(sumLines(priced), choices.payment, terms),
    payments: paymentChoicesOf(terms),
    handoverDays: handoverCalendar(terms, today),
  };
}
