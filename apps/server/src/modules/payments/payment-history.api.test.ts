import type { OrderDetail, OrderPaymentEvent } from '@carshop/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askToPay, openPaymentPage, placeOrderOf, startPayingShop } from '../../../test/paying-shop.ts';
import { addCar, authHeader } from '../../../test/shop-helpers.ts';
import { loadConfig } from '../../config.ts';
import { releaseLapsedHolds } from './release.service.ts';

/** The order's payment history (issue 29, ADR 059): every payment event, once, for the buyer and the admin. */

let shop: Awaited<ReturnType<typeof startPayingShop>>;
let carId: string;

beforeAll(async () => {
  shop = await startPayingShop({ checkout: loadConfig({ DEPOSIT_AMOUNT: '500' }).checkout });
  carId = await addCar(shop.t.db, { price: 20_000, quantity: 100 });
});

afterAll(() => shop.stop());

const read = async (session: { token: string }, orderId: string): Promise<OrderDetail> => {
  const response = await shop.t.app.inject({ url: `/api/orders/${orderId}`, headers: authHeader(session) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

/** The history without its times, after checking they run oldest first and are real times. */
const eventsOf = (order: OrderDetail) => {
  const times = order.paymentHistory.map((entry) => Date.parse(entry.at));
  expect(times.every((time) => Number.isFinite(time))).toBe(true);
  expect([...times].sort((a, b) => a - b)).toEqual(times);
  return order.paymentHistory.map(({ event, amount, currency }) => ({ event, amount, currency }));
};

const entry = (event: OrderPaymentEvent['event'], amount: number) => ({ event, amount, currency: 'USD' });

const openPage = (session: { token: string }, orderId: string) => openPaymentPage(shop.t, session, orderId);

describe("An order's payment history", () => {
  it('records a deposit started, paid and refunded, once each however often Stripe sends its events', async () => {
    const { buyer, order } = await placeOrderOf(shop.t, carId, { payment: 'deposit' });
    expect((await read(buyer.session, order._id)).paymentHistory).toEqual([]);
    const page = await openPage(buyer.session, order._id);
    expect(eventsOf(await read(buyer.session, order._id))).toEqual([entry('started', 500)]);

    await shop.stripe.onPage(page, 'pay');
    // Stripe delivers every event of the payment again (a retry after a lost acknowledgement).
    for (const event of shop.stripe.events.slice(-2)) await shop.stripe.deliver(event);
    const refunded = await shop.t.app.inject({
      method: 'POST',
      url: '/api/orders/refund',
      headers: authHeader(shop.admin),
      payload: { orderId: order._id },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);

    const expected = [entry('started', 500), entry('deposit_paid', 500), entry('refunded', 500)];
    expect(eventsOf(await read(buyer.session, order._id))).toEqual(expected);
    expect(eventsOf(await read(shop.admin, order._id))).toEqual(expected);
  });

  it('keeps a declined attempt before the payment that went through', async () => {
    const { buyer, order } = await placeOrderOf(shop.t, carId, { payment: 'full' });
    const asked = await askToPay(shop.t, buyer.session, { orderId: order._id });
    const intentId = shop.stripe.intentOf(asked.json().data.clientSecret).id;
    await shop.stripe.pay(intentId, { outcome: 'declined' });
    const failed = await read(buyer.session, order._id);
    expect(failed.payment.state).toBe('failed');
    expect(eventsOf(failed)).toEqual([entry('started', 20_000), entry('failed', 20_000)]);

    await shop.stripe.pay(intentId);
    expect(eventsOf(await read(shop.admin, order._id))).toEqual([
      entry('started', 20_000),
      entry('failed', 20_000),
      entry('paid', 20_000),
    ]);
  });

  it('records the page closed unpaid when the hold ends, and money that crossed the release given back', async () => {
    const { buyer, order } = await placeOrderOf(shop.t, carId, { payment: 'full' });
    await openPage(buyer.session, order._id);
    const released = await releaseLapsedHolds(shop.t.db, shop.t.app.payments!, {
      changes: shop.t.app.carChanges,
      mail: shop.t.app.mailSettings,
      now: new Date(Date.parse(order.payment.holdUntil!) + 1),
    });
    expect(released).toBeGreaterThanOrEqual(1);
    const detail = await read(buyer.session, order._id);
    expect(detail.status).toBe('canceled');
    expect(eventsOf(detail)).toEqual([entry('started', 20_000), entry('expired', 20_000)]);

    // The buyer's payment went through at Stripe as the shop closed the page: recorded, then given back.
    const session = [...shop.stripe.sessions.values()].find((one) => one.client_reference_id === order._id)!;
    await shop.stripe.payAsItCloses(session.id);
    await expect
      .poll(async () => eventsOf(await read(shop.admin, order._id)).map((one) => one.event), {
        timeout: 10_000,
      })
      .toEqual(['started', 'expired', 'paid', 'refunded']);
  });

  it('is empty for an order paid at handover', async () => {
    const { buyer, order } = await placeOrderOf(shop.t, carId, { payment: 'handover' });
    await shop.t.app.inject({
      method: 'PUT',
      url: `/api/orders/${order._id}`,
      headers: authHeader(shop.admin),
      payload: { status: 'processing' },
    });
    expect((await read(buyer.session, order._id)).paymentHistory).toEqual([]);
    expect((await read(shop.admin, order._id)).paymentHistory).toEqual([]);
  });
});
