import type { Order, OrderDetail } from '@carshop/contract/order';
import { afterAll, describe, expect, it } from 'vitest';
import {
  inShopWithoutPayments,
  openCheckoutPage,
  placeOrderOf,
  startPayingShop,
} from '../../../test/paying-shop.ts';
import { addCar, authHeader, createBuyer, putOrderStatus } from '../../../test/shop-helpers.ts';
import { loadConfig } from '../../config.ts';
import { paymentEvents } from '../../db/schema.ts';
import { openHostedPayment } from './hosted-page.service.ts';

/** Paying on Stripe's hosted page (ADR 054): POST /orders/checkout-session and POST /payments/stripe/return. */

const ORIGIN = 'https://shop.example';
const { stripe, t, admin, stop, ledger, refunds } = await startPayingShop({
  publicUrl: ORIGIN,
  checkout: loadConfig({ DEPOSIT_AMOUNT: '500' }).checkout,
});
const carId = await addCar(t.db, { price: 30_000, quantity: 100 });
afterAll(stop);

type Buyer = Awaited<ReturnType<typeof createBuyer>>;

const placeOrder = (payment: 'handover' | 'deposit' | 'full'): Promise<{ buyer: Buyer; order: Order }> =>
  placeOrderOf(t, carId, { payment });

const openPage = (session: { token: string } | undefined, body: object) => openCheckoutPage(t, session, body);

const comeBack = (session: { token: string } | undefined, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/return',
    headers: authHeader(session),
    payload: body,
  });

const sessionIdOf = (location: string) => new URL(location).searchParams.get('session_id')!;

describe('POST /api/orders/checkout-session', () => {
  it("opens Stripe's page for the deposit, named for the order, closing when the hold does", async () => {
    const { buyer, order } = await placeOrder('deposit');
    const response = await openPage(buyer.session, { orderId: order._id, amount: 1 });
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().data;
    const session = [...stripe.sessions.values()].find((one) => one.url === url)!;
    expect(session).toMatchObject({
      amount_total: 50_000,
      currency: 'usd',
      description: `Deposit for order #${order.number}`,
      client_reference_id: order._id,
      metadata: { orderId: order._id },
      success_url: `${ORIGIN}/checkout/return?order=${order._id}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${ORIGIN}/checkout/return?order=${order._id}&canceled=1`,
    });
    // The hold ends 30 minutes after checkout: the page closes then (Stripe's shortest life, give or take).
    expect(Math.abs(session.expires_at * 1000 - Date.parse(order.payment.holdUntil!))).toBeLessThan(61_000);
    expect(await ledger(order._id)).toEqual([{ kind: 'payment', status: 'pending', amount: 500 }]);
  });

  it('opens one page for an order paid in full, for two taps at once and a tap again later', async () => {
    const { buyer, order } = await placeOrder('full');
    const answers = await Promise.all([
      openPage(buyer.session, { orderId: order._id }),
      openPage(buyer.session, { orderId: order._id }),
    ]);
    const later = await openPage(buyer.session, { orderId: order._id.toUpperCase() });
    const urls = new Set([...answers, later].map((answer) => answer.json().data.url));
    expect(urls.size).toBe(1);
    const [session] = [...stripe.sessions.values()].filter((one) => urls.has(one.url ?? ''));
    expect(session).toMatchObject({ amount_total: 3_000_000, description: `Order #${order.number}` });
    expect(await ledger(order._id)).toEqual([{ kind: 'payment', status: 'pending', amount: 30_000 }]);
  });

  it("is not found for someone else's order (in capitals too) and for an admin; needs a sign-in", async () => {
    const { order } = await placeOrder('deposit');
    const stranger = await createBuyer(t.app, t.db);
    for (const [session, id] of [
      [stranger.session, order._id],
      [stranger.session, order._id.toUpperCase()],
      [admin, order._id],
      [stranger.session, 'not-an-id'],
    ] as const) {
      const response = await openPage(session, { orderId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Order not found');
    }
    expect((await openPage(undefined, { orderId: order._id })).statusCode).toBe(401);
    expect((await openPage(stranger.session, {})).statusCode).toBe(400);
    expect((await openPage(stranger.session, { orderId: 'x'.repeat(5000) })).statusCode).toBe(400);
  });

  it('refuses (409) an order paid at handover, a paid deposit, a canceled order and a hold that ended', async () => {
    const handover = await placeOrder('handover');
    const refused = await openPage(handover.buyer.session, { orderId: handover.order._id });
    expect([refused.statusCode, refused.json().message]).toEqual([
      409,
      'Nothing is due online for this order: you pay when the car is handed over.',
    ]);

    const deposit = await placeOrder('deposit');
    const page = (await openPage(deposit.buyer.session, { orderId: deposit.order._id })).json().data.url;
    await stripe.onPage(page, 'pay');
    const again = await openPage(deposit.buyer.session, { orderId: deposit.order._id });
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'The deposit for this order is paid; the rest is paid when the car is handed over.',
    ]);

    const canceled = await placeOrder('full');
    await putOrderStatus(t.app, admin, canceled.order._id, 'canceled');
    const gone = await openPage(canceled.buyer.session, { orderId: canceled.order._id });
    expect([gone.statusCode, gone.json().message]).toEqual([409, 'This order cannot be paid for any more.']);

    // The clock past the hold's end, before the release round has run.
    const late = await placeOrder('full');
    const after = new Date(Date.parse(late.order.payment.holdUntil!) + 1);
    await expect(
      openHostedPayment(t.db, t.app.payments, late.buyer.user, late.order._id, {
        origin: ORIGIN,
        now: after,
      }),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: expect.stringMatching(/^The hold on this order ended/),
    });
  });
});

describe("Back from Stripe's page", () => {
  it('pays the deposit: the return page and the webhook settle it once, and the car is reserved', async () => {
    const { buyer, order } = await placeOrder('deposit');
    const page = (await openPage(buyer.session, { orderId: order._id })).json().data.url;
    stripe.holdEvents(); // the webhook is slow: the buyer is back first
    const location = await stripe.onPage(page, 'pay');
    expect(location).toBe(`${ORIGIN}/checkout/return?order=${order._id}&session_id=${sessionIdOf(location)}`);

    // The buyer's return and Stripe's events arrive at the same moment.
    const [back] = await Promise.all([
      comeBack(buyer.session, { orderId: order._id, sessionId: sessionIdOf(location) }),
      stripe.releaseEvents(),
    ]);
    expect(back.statusCode, back.body).toBe(200);
    const settled = back.json().data as OrderDetail;
    expect(settled.payment).toMatchObject({ state: 'deposit_paid', paid: 500, holdUntil: null });
    expect(Date.parse(settled.payment.reservedUntil!)).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    const again = await comeBack(buyer.session, { orderId: order._id, sessionId: sessionIdOf(location) });
    expect(again.json().data.payment).toEqual(settled.payment);
    expect(await ledger(order._id)).toEqual([{ kind: 'payment', status: 'succeeded', amount: 500 }]);
    const handled = await t.db.select().from(paymentEvents);
    expect(handled.filter((event) => event.type === 'checkout.session.completed').length).toBeGreaterThan(0);
  });

  it('takes the webhook alone when the buyer never comes back', async () => {
    const { buyer, order } = await placeOrder('full');
    const page = (await openPage(buyer.session, { orderId: order._id })).json().data.url;
    await stripe.onPage(page, 'pay');
    const read = await t.app.inject({ url: `/api/orders/${order._id}`, headers: authHeader(buyer.session) });
    expect(read.json().data.payment).toMatchObject({ state: 'paid', paid: 30_000 });
  });

  it('cancels back to the shop with the order still held, and the same page opens again', async () => {
    const { buyer, order } = await placeOrder('deposit');
    const page = (await openPage(buyer.session, { orderId: order._id })).json().data.url;
    const location = await stripe.onPage(page, 'cancel');
    expect(location).toBe(`${ORIGIN}/checkout/return?order=${order._id}&canceled=1`);
    const read = await t.app.inject({ url: `/api/orders/${order._id}`, headers: authHeader(buyer.session) });
    expect(read.json().data.payment).toMatchObject({ state: 'unpaid', holdUntil: order.payment.holdUntil });
    expect((await openPage(buyer.session, { orderId: order._id })).json().data.url).toBe(page);
  });

  it("is not found for someone else's order or a session of another order", async () => {
    const mine = await placeOrder('deposit');
    const theirs = await placeOrder('deposit');
    const page = (await openPage(theirs.buyer.session, { orderId: theirs.order._id })).json().data.url;
    const sessionId = sessionIdOf(await stripe.onPage(page, 'pay'));
    for (const [session, orderId] of [
      [mine.buyer.session, theirs.order._id],
      [mine.buyer.session, mine.order._id],
      [admin, theirs.order._id],
    ] as const) {
      const response = await comeBack(session, { orderId, sessionId });
      expect(response.statusCode).toBe(404);
    }
    expect((await comeBack(mine.buyer.session, { orderId: mine.order._id })).statusCode).toBe(400);
  });

  it('gives the money back at once when the order was canceled while the buyer paid', async () => {
    const { buyer, order } = await placeOrder('full');
    const page = (await openPage(buyer.session, { orderId: order._id })).json().data.url;
    stripe.holdEvents();
    // The order is canceled while the buyer is on the page (cancel during payment), then they pay.
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${order._id}/cancel`,
      headers: authHeader(buyer.session),
    });
    expect(cancel.statusCode).toBe(200);
    const location = await stripe.onPage(page, 'pay');
    const back = await comeBack(buyer.session, { orderId: order._id, sessionId: sessionIdOf(location) });
    expect(back.json().data).toMatchObject({
      status: 'canceled',
      payment: { state: 'refunded', paid: 0, refunded: 30_000 },
    });
    await stripe.releaseEvents();
    const intent = [...stripe.sessions.values()].find(
      (one) => one.id === sessionIdOf(location),
    )!.payment_intent;
    expect(refunds(intent)).toHaveLength(1);
    expect(await ledger(order._id)).toEqual([
      { kind: 'payment', status: 'succeeded', amount: 30_000 },
      { kind: 'refund', status: 'succeeded', amount: 30_000 },
    ]);
  });
});

describe('A shop without a payment provider', () => {
  it('opens no payment page', () =>
    inShopWithoutPayments(async (plain, session, orderId) => {
      const response = await openCheckoutPage(plain, session, { orderId });
      expect([response.statusCode, response.json().message]).toEqual([
        409,
        'This shop takes no payments online: you pay when the car is handed over.',
      ]);
    }));
});
