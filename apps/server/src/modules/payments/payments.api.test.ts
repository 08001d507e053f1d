import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  askToPay as askToPayFor,
  inShopWithoutPayments,
  PAYING_VOLVO,
  placeOrderOf,
  startPayingShop,
} from '../../../test/paying-shop.ts';
import { addCar, createBuyer, putOrderStatus } from '../../../test/shop-helpers.ts';
import { orders as ordersTable, payments as paymentsTable } from '../../db/schema.ts';
import { refundCanceledOrders } from './service.ts';

/** `webhookAnswers`: what the shop's webhook answered, in the order the events were delivered. */
const { stripe, t, admin, webhookAnswers, stop, ledger, refunds } = await startPayingShop();
const carId = await addCar(t.db, PAYING_VOLVO);
afterAll(stop);

async function placeOrder(quentity = 1) {
  const { buyer, order } = await placeOrderOf(t, carId, { quentity });
  return { buyer, orderId: order._id };
}

const askToPay = (session: { token: string } | undefined, body: object) => askToPayFor(t, session, body);

describe('POST /api/orders/client-secret', () => {
  it("answers a client secret for the order's own total, computed by the server, whatever the body says", async () => {
    const { buyer, orderId } = await placeOrder(2);
    const response = await askToPay(buyer.session, { orderId, amount: 1, totalPrice: 1, currency: 'EUR' });
    expect(response.statusCode).toBe(200);
    const { clientSecret, amount, currency } = response.json().data;
    expect({ amount, currency }).toEqual({ amount: 83_001, currency: 'USD' });
    // Stripe was asked, through its SDK, for the amount in cents, in the shop's currency, naming the order.
    const intent = stripe.intentOf(clientSecret);
    expect(intent).toMatchObject({ amount: 8_300_100, currency: 'usd', metadata: { orderId } });
    expect(await ledger(orderId)).toEqual([{ kind: 'payment', status: 'pending', amount: 83_001 }]);
  });

  it('shares one payment request between two taps at once, and with a request made again later', async () => {
    const { buyer, orderId } = await placeOrder();
    const [first, second] = await Promise.all([
      askToPay(buyer.session, { orderId }),
      askToPay(buyer.session, { orderId }),
    ]);
    const later = await askToPay(buyer.session, { orderId: orderId.toUpperCase() });
    const secrets = new Set([first, second, later].map((response) => response.json().data.clientSecret));
    expect(secrets.size).toBe(1);
    expect(await ledger(orderId)).toHaveLength(1);
  });

  it('cancels an open request for another amount at Stripe before asking for the new one', async () => {
    const { buyer, orderId } = await placeOrder();
    const first = stripe.intentOf((await askToPay(buyer.session, { orderId })).json().data.clientSecret);
    // The amount owed changed since (here by hand: a price correction by the shop).
    await t.db.update(ordersTable).set({ totalPrice: 40_000 }).where(eq(ordersTable.id, orderId));
    const again = await askToPay(buyer.session, { orderId });
    expect(again.json().data.amount).toBe(40_000);
    expect(first.status).toBe('canceled'); // its client secret can take no money any more
    await expect(stripe.pay(first.id)).rejects.toThrow(/is canceled/);
    expect(await ledger(orderId)).toEqual([
      { kind: 'payment', status: 'canceled', amount: 41_500.5 },
      { kind: 'payment', status: 'pending', amount: 40_000 },
    ]);
  });

  it('takes a request paid while the amount changed as the payment, and asks for no other', async () => {
    const { buyer, orderId } = await placeOrder();
    const first = stripe.intentOf((await askToPay(buyer.session, { orderId })).json().data.clientSecret);
    await stripe.pay(first.id, { send: false }); // paid on Stripe's page; its event is still on its way
    await t.db.update(ordersTable).set({ totalPrice: 40_000 }).where(eq(ordersTable.id, orderId));
    const again = await askToPay(buyer.session, { orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'A payment for this order has just been made. Reload the order to see it.',
    );
    expect(await ledger(orderId)).toEqual([{ kind: 'payment', status: 'succeeded', amount: 41_500.5 }]);
  });

  it("is not found for someone else's order (in capitals too), for an admin, and for no order at all", async () => {
    const { orderId } = await placeOrder();
    const stranger = await createBuyer(t.app, t.db);
    for (const [session, id] of [
      [stranger.session, orderId],
      [stranger.session, orderId.toUpperCase()],
      [admin, orderId],
      [stranger.session, '00000000-0000-4000-8000-000000000000'],
      [stranger.session, '../orders'],
    ] as const) {
      const response = await askToPay(session, { orderId: id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, message: 'Order not found' });
    }
    expect((await askToPay(undefined, { orderId })).statusCode).toBe(401);
    expect((await askToPay(stranger.session, {})).statusCode).toBe(400);
  });

  it('refuses to take money for a canceled order, or twice for a paid one', async () => {
    const canceled = await placeOrder();
    expect((await putOrderStatus(t.app, admin, canceled.orderId, 'canceled')).statusCode).toBe(200);
    const refused = await askToPay(canceled.buyer.session, { orderId: canceled.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This order cannot be paid for any more.');

    const paid = await placeOrder();
    const { clientSecret } = (await askToPay(paid.buyer.session, { orderId: paid.orderId })).json().data;
    await stripe.pay(stripe.intentOf(clientSecret).id);
    const again = await askToPay(paid.buyer.session, { orderId: paid.orderId });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This order is paid.');
  });
});

describe("Stripe's webhook", () => {
  it('records a payment once, however often its event is delivered', async () => {
    const { buyer, orderId } = await placeOrder();
    const { clientSecret } = (await askToPay(buyer.session, { orderId })).json().data;
    const event = await stripe.pay(stripe.intentOf(clientSecret).id);
    await stripe.deliver(event);
    expect(webhookAnswers.slice(-2).map((answer) => answer.body.data?.handled)).toEqual([true, false]);
    expect(await ledger(orderId)).toEqual([{ kind: 'payment', status: 'succeeded', amount: 41_500.5 }]);
  });

  it('keeps a success when the failure of an earlier attempt arrives after it (events out of order)', async () => {
    const { buyer, orderId } = await placeOrder();
    const intentId = stripe.intentOf(
      (await askToPay(buyer.session, { orderId })).json().data.clientSecret,
    ).id;
    const declined = await stripe.pay(intentId, { outcome: 'declined', send: false });
    await stripe.pay(intentId); // the second card works, and its event arrives first
    await stripe.deliver(declined);
    expect(await ledger(orderId)).toEqual([{ kind: 'payment', status: 'succeeded', amount: 41_500.5 }]);
  });

  it("refuses a body that Stripe did not sign with the shop's secret, and changes nothing", async () => {
    const { buyer, orderId } = await placeOrder();
    const intentId = stripe.intentOf(
      (await askToPay(buyer.session, { orderId })).json().data.clientSecret,
    ).id;
    const event = await stripe.pay(intentId, { send: false });
    await stripe.deliver(event, { secret: 'whsec_someone_else' });
    expect(webhookAnswers.at(-1)).toMatchObject({
      status: 400,
      body: { message: 'Not a payment event from this shop' },
    });

    // A signed event with a changed body, or no signature at all.
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(event),
    });
    expect(forged.statusCode).toBe(400);
    expect(await ledger(orderId)).toEqual([{ kind: 'payment', status: 'pending', amount: 41_500.5 }]);
  });

  it('acknowledges events about payments the shop never asked for, without acting on them', async () => {
    const before = await t.db.select().from(paymentsTable);
    const event = await stripe.pay(
      (
        await (async () => {
          // A payment made on the same Stripe account by something else than the shop.
          const response = await fetch(`${stripe.url}/v1/payment_intents`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${stripe.secretKey}`,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: 'amount=500&currency=usd',
          });
          return (await response.json()) as { id: string };
        })()
      ).id,
    );
    expect(event.type).toBe('payment_intent.succeeded');
    expect(webhookAnswers.at(-1)).toMatchObject({ status: 200, body: { data: { handled: true } } });
    expect(await t.db.select().from(paymentsTable)).toEqual(before);
  });
});

describe('Refunds', () => {
  it('gives back the payment of a canceled order exactly once, however often and wherever the round runs', async () => {
    const { buyer, orderId } = await placeOrder();
    const intentId = stripe.intentOf(
      (await askToPay(buyer.session, { orderId })).json().data.clientSecret,
    ).id;
    await stripe.pay(intentId);
    expect((await putOrderStatus(t.app, admin, orderId, 'canceled')).statusCode).toBe(200);

    // Two app servers' rounds at once, then another one.
    await Promise.all([
      refundCanceledOrders(t.db, t.app.payments!),
      refundCanceledOrders(t.db, t.app.payments!),
    ]);
    await refundCanceledOrders(t.db, t.app.payments!);

    const given = refunds(intentId);
    expect(given).toHaveLength(1);
    expect(given[0]!.amount).toBe(4_150_050);
    expect(await ledger(orderId)).toEqual([
      { kind: 'payment', status: 'succeeded', amount: 41_500.5 },
      { kind: 'refund', status: 'succeeded', amount: 41_500.5 },
    ]);
  });

  it('gives back at once a payment whose event arrives after the order was canceled', async () => {
    const { buyer, orderId } = await placeOrder();
    const intentId = stripe.intentOf(
      (await askToPay(buyer.session, { orderId })).json().data.clientSecret,
    ).id;
    const event = await stripe.pay(intentId, { send: false }); // paid on Stripe's page; the event is late
    expect((await putOrderStatus(t.app, admin, orderId, 'canceled')).statusCode).toBe(200);
    await stripe.deliver(event);
    await expect.poll(() => refunds(intentId).length).toBe(1);
  });
});

describe('A shop without a payment provider', () => {
  it('says it takes no payments online, and has no webhook to feed', async () => {
    await inShopWithoutPayments(async (plain, session, orderId) => {
      const response = await askToPayFor(plain, session, { orderId });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(
        'This shop takes no payments online: you pay when the car is handed over.',
      );
      const webhook = await plain.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
        payload: '{}',
      });
      expect(webhook.statusCode).toBe(409);
    });
  });
});
