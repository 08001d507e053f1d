import type { Order, OrderPayment } from '@carshop/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.ts';
import { placeOrderOf, startPayingShop } from '../../../test/paying-shop.ts';
import { authHeader, putOrderStatus } from '../../../test/shop-helpers.ts';
import type { StripeServer } from '../../../test/stripe-server.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { refundCanceledOrders } from './service.ts';

/** `Order.payment` (ADR 054): the ledger's summary on every order answer. */

let stripe: StripeServer;
let t: TestApp;
let admin: Session;
let carId: string;
let stop: () => Promise<void>;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  ({ stripe, t, admin, stop } = await startPayingShop(
    { checkout: loadConfig({ DEPOSIT_AMOUNT: '1000' }).checkout },
    { RESERVATION_DAYS: '5' },
  ));
  carId = (await addCars(t.db, [createCar({ price: 20_000, quantity: 50 })]))[0]!._id;
});

afterAll(() => stop());

const placeOrder = (payment: 'handover' | 'deposit' | 'full') => placeOrderOf(t, carId, { payment });

/** The order as every answer gives it: the checkout's, its detail, its customer's list and the admin's list. */
async function everyAnswerOf(orderId: string, buyer: { user: { id: string }; session: { token: string } }) {
  const detail = await t.app.inject({ url: `/api/orders/${orderId}`, headers: authHeader(buyer.session) });
  const mine = await t.app.inject({
    url: `/api/orders/${buyer.user.id}`,
    headers: authHeader(buyer.session),
  });
  const adminDetail = await t.app.inject({ url: `/api/orders/${orderId}`, headers: authHeader(admin) });
  const all = await t.app.inject({ url: '/api/orders?limit=100', headers: authHeader(admin) });
  const find = (orders: Order[]) => orders.find((order) => order._id === orderId)?.payment;
  return [
    detail.json().data.payment,
    find(mine.json().data),
    adminDetail.json().data.payment,
    find(all.json().data),
  ] as OrderPayment[];
}

async function pay(
  orderId: string,
  session: { token: string },
  outcome: 'succeeded' | 'declined' = 'succeeded',
) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/orders/client-secret',
    headers: authHeader(session),
    payload: { orderId },
  });
  expect(answer.statusCode).toBe(200);
  await stripe.pay(stripe.intentOf(answer.json().data.clientSecret).id, { outcome });
}

describe('Order.payment', () => {
  it('is unpaid with no hold for an order paid at handover, in every answer', async () => {
    const { buyer, order } = await placeOrder('handover');
    const nothing = { state: 'unpaid', paid: 0, refunded: 0, holdUntil: null, reservedUntil: null };
    expect(order.payment).toEqual(nothing);
    expect(await everyAnswerOf(order._id, buyer)).toEqual([nothing, nothing, nothing, nothing]);
  });

  it('holds the cars of an order to be paid online for PAYMENT_HOLD_MINUTES from checkout', async () => {
    const { order } = await placeOrder('full');
    expect(order.payment).toMatchObject({ state: 'unpaid', paid: 0, reservedUntil: null });
    expect(Date.parse(order.payment.holdUntil!) - Date.parse(order.createdAt)).toBe(30 * MINUTE);
  });

  it('says a deposit is paid, how much, and until when the car is reserved; the hold has ended', async () => {
    const { buyer, order } = await placeOrder('deposit');
    const before = Date.now();
    await pay(order._id, buyer.session);
    const answers = await everyAnswerOf(order._id, buyer);
    for (const payment of answers) {
      expect(payment).toMatchObject({ state: 'deposit_paid', paid: 1000, refunded: 0, holdUntil: null });
      const reservedFor = Date.parse(payment.reservedUntil!) - before;
      expect(reservedFor).toBeGreaterThanOrEqual(5 * DAY);
      expect(reservedFor).toBeLessThan(5 * DAY + MINUTE);
    }
  });

  it('says an order is paid in full', async () => {
    const { buyer, order } = await placeOrder('full');
    await pay(order._id, buyer.session);
    expect((await everyAnswerOf(order._id, buyer))[0]).toEqual({
      state: 'paid',
      paid: 20_000,
      refunded: 0,
      holdUntil: null,
      reservedUntil: null,
    });
  });

  it('says the last attempt failed while nothing is paid, and the hold still runs', async () => {
    const { buyer, order } = await placeOrder('full');
    await pay(order._id, buyer.session, 'declined');
    const [payment] = await everyAnswerOf(order._id, buyer);
    expect(payment).toEqual({ ...order.payment, state: 'failed' });
  });

  it('says the money went back once the order is canceled and refunded, and shows no hold', async () => {
    const { buyer, order } = await placeOrder('full');
    await pay(order._id, buyer.session);
    expect((await putOrderStatus(t.app, admin, order._id, 'canceled')).statusCode).toBe(200);
    await refundCanceledOrders(t.db, t.app.payments!);
    expect(await everyAnswerOf(order._id, buyer)).toEqual(
      Array(4).fill({ state: 'refunded', paid: 0, refunded: 20_000, holdUntil: null, reservedUntil: null }),
    );
  });
});
