import type { Order } from '@carshop/contract/order';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { deliverEvent, openPaymentPage, payingShopOn, tryOrderOf } from '../../../test/paying-shop.ts';
import { addCar, authHeader, putOrderStatus } from '../../../test/shop-helpers.ts';
import { type StripeServer, startStripeServer } from '../../../test/stripe-server.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { cars, mailOutbox, orderStatusHistory, payments as paymentsTable } from '../../db/schema.ts';
import { releaseLapsedHolds } from './release.service.ts';
import { refundCanceledOrders } from './service.ts';

/** The hold on an order's cars while it is paid online, its release, and the deposit's policy (ADR 054). */

type App = TestApp;
let stripe: StripeServer;
let t: App;
let keeping: App; // DEPOSIT_REFUNDABLE=false
let admin: Session;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const shop = (env: Record<string, string> = {}) =>
  payingShopOn(stripe, { checkout: loadConfig({ DEPOSIT_AMOUNT: '500' }).checkout }, env);

beforeAll(async () => {
  stripe = await startStripeServer();
  t = await shop();
  keeping = await shop({ DEPOSIT_REFUNDABLE: 'false' });
  // One Stripe account, two shops: each event goes to the shop whose ledger knows it (the other acknowledges it).
  stripe.onWebhook(async (payload, signature) => {
    for (const app of [t, keeping]) await deliverEvent(app, payload, signature);
  });
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
});

afterAll(async () => {
  await t?.close();
  await keeping?.close();
  await stripe?.stop();
});

const aCar = (app: App, quantity = 1) => addCar(app.db, { price: 20_000, quantity });

const placeOrder = (app: App, carId: string, payment: 'deposit' | 'full') =>
  tryOrderOf(app, carId, { payment });

const openPage = openPaymentPage;

const sessionOf = (url: string) => [...stripe.sessions.values()].find((session) => session.url === url)!;

async function read(app: App, session: { token: string }, orderId: string): Promise<Order> {
  return (await app.app.inject({ url: `/api/orders/${orderId}`, headers: authHeader(session) })).json().data;
}

const stockOf = async (app: App, carId: string) =>
  (await app.db.select({ quantity: cars.quantity }).from(cars).where(eq(cars.id, carId)))[0]!.quantity;

const release = (app: App, now: Date) =>
  releaseLapsedHolds(app.db, app.app.payments!, {
    changes: app.app.carChanges,
    mail: app.app.mailSettings,
    now,
  });

const refundsOf = (app: App, orderId: string) =>
  app.db
    .select({ status: paymentsTable.status, amount: paymentsTable.amount })
    .from(paymentsTable)
    .where(and(eq(paymentsTable.orderId, orderId), eq(paymentsTable.kind, 'refund')));

describe('The hold on an unpaid online order', () => {
  it('keeps the last car from a second buyer, and releases it on time: page closed, order canceled, mailed', async () => {
    const carId = await aCar(t);
    const first = await placeOrder(t, carId, 'deposit');
    const page = await openPage(t, first.buyer.session, first.order._id);
    const sessionId = sessionOf(page).id;
    // The second buyer is refused before paying anything: the car is held.
    const second = await placeOrder(t, carId, 'deposit');
    expect(second.response.statusCode).toBe(409);

    const holdEnd = Date.parse(first.order.payment.holdUntil!);
    expect(await release(t, new Date(holdEnd - MINUTE))).toBe(0);
    expect(stripe.sessions.get(sessionId)!.status).toBe('open');

    expect(await release(t, new Date(holdEnd + 1))).toBe(1);
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    const released = await read(t, first.buyer.session, first.order._id);
    expect(released).toMatchObject({ status: 'canceled', payment: { state: 'unpaid', holdUntil: null } });
    const [change] = await t.db
      .select({ actor: orderStatusHistory.actor })
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderId, first.order._id), eq(orderStatusHistory.toStatus, 'canceled')),
      );
    expect(change?.actor).toBe('shop');
    expect(await stockOf(t, carId)).toBe(1);
    const mails = await t.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.recipient, first.buyer.user.email), like(mailOutbox.text, '%not paid in time%')),
      );
    expect(mails).toHaveLength(1);

    // The car is for sale again; the first buyer's page takes no money, and paying is refused.
    expect((await placeOrder(t, carId, 'full')).response.statusCode).toBe(201);
    await expect(stripe.onPage(page, 'pay')).rejects.toThrow(/410/);
    expect(await release(t, new Date(holdEnd + 5))).toBe(0); // released once
  });

  it('keeps the car for a buyer who paid just as the hold ended (the page could not be closed)', async () => {
    const carId = await aCar(t);
    const { buyer, order } = await placeOrder(t, carId, 'deposit');
    const page = await openPage(t, buyer.session, order._id);
    stripe.holdEvents(); // paid on Stripe's page; its events are still on their way
    await stripe.onPage(page, 'pay');
    try {
      await release(t, new Date(Date.parse(order.payment.holdUntil!) + 1));
    } finally {
      await stripe.releaseEvents();
    }
    const kept = await read(t, buyer.session, order._id);
    expect(kept).toMatchObject({ status: 'pending', payment: { state: 'deposit_paid', paid: 500 } });
    expect(await stockOf(t, carId)).toBe(0);
  });

  it('refunds at once, and once, a payment that crosses the release', async () => {
    const carId = await aCar(t);
    const { buyer, order } = await placeOrder(t, carId, 'full');
    const page = await openPage(t, buyer.session, order._id);
    const sessionId = sessionOf(page).id;
    await release(t, new Date(Date.parse(order.payment.holdUntil!) + 1));
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
    await stripe.payAsItCloses(sessionId); // Stripe took the money after all; its event arrives
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe/return',
      headers: authHeader(buyer.session),
      payload: { orderId: order._id, sessionId },
    });
    expect(back.json().data).toMatchObject({
      status: 'canceled',
      payment: { state: 'refunded', paid: 0, refunded: 20_000 },
    });
    await refundCanceledOrders(t.db, t.app.payments!);
    await expect.poll(() => refundsOf(t, order._id)).toEqual([{ status: 'succeeded', amount: 20_000 }]);
    const intent = stripe.sessions.get(sessionId)!.payment_intent;
    expect([...stripe.refunds.values()].filter((refund) => refund.payment_intent === intent)).toHaveLength(1);
  });

  it('leaves an order the shop has confirmed, and one paid at handover', async () => {
    const carId = await aCar(t, 2);
    const { order } = await placeOrder(t, carId, 'full');
    expect((await putOrderStatus(t.app, admin, order._id, 'processing')).statusCode).toBe(200);
    expect((await tryOrderOf(t, carId)).response.statusCode).toBe(201); // paid at handover
    await release(t, new Date(Date.now() + 2 * DAY));
    expect(await stockOf(t, carId)).toBe(0);
    expect((await read(t, admin, order._id)).status).toBe('processing');
  });
});

describe('A paid deposit', () => {
  it('reserves the car for RESERVATION_DAYS; still pending then, the order is released and the deposit refunded', async () => {
    const carId = await aCar(t);
    const { buyer, order } = await placeOrder(t, carId, 'deposit');
    await stripe.onPage(await openPage(t, buyer.session, order._id), 'pay');
    const reservedUntil = Date.parse((await read(t, buyer.session, order._id)).payment.reservedUntil!);
    await release(t, new Date(reservedUntil - MINUTE));
    expect((await read(t, buyer.session, order._id)).status).toBe('pending');
    await release(t, new Date(reservedUntil + 1));
    expect(await read(t, buyer.session, order._id)).toMatchObject({
      status: 'canceled',
      payment: { state: 'refunded', paid: 0, refunded: 500 },
    });
    expect(await stockOf(t, carId)).toBe(1);
  });
});

describe('DEPOSIT_REFUNDABLE=false', () => {
  async function paidDeposit(payment: 'deposit' | 'full' = 'deposit') {
    const carId = await aCar(keeping);
    const placed = await placeOrder(keeping, carId, payment);
    await stripe.onPage(await openPage(keeping, placed.buyer.session, placed.order._id), 'pay');
    return placed;
  }
  const cancelAsBuyer = (session: { token: string }, orderId: string) =>
    keeping.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel`,
      headers: authHeader(session),
    });

  it('keeps a deposit when the buyer cancels, and when the reservation lapses', async () => {
    const canceled = await paidDeposit();
    expect((await cancelAsBuyer(canceled.buyer.session, canceled.order._id)).statusCode).toBe(200);
    const lapsed = await paidDeposit();
    const until = Date.parse(
      (await read(keeping, lapsed.buyer.session, lapsed.order._id)).payment.reservedUntil!,
    );
    await release(keeping, new Date(until + 1));
    await refundCanceledOrders(keeping.db, keeping.app.payments!);
    for (const { buyer, order } of [canceled, lapsed]) {
      expect(await refundsOf(keeping, order._id)).toEqual([]);
      expect((await read(keeping, buyer.session, order._id)).payment).toMatchObject({
        state: 'deposit_paid',
        paid: 500,
      });
    }
  });

  it("refunds a deposit when the shop's admin cancels, and a full payment whoever cancels", async () => {
    const admin = await loginAs(keeping.app, await createUser(keeping.db, { role: 'admin' }));
    const byShop = await paidDeposit();
    expect((await putOrderStatus(keeping.app, admin, byShop.order._id, 'canceled')).statusCode).toBe(200);
    const full = await paidDeposit('full');
    expect((await cancelAsBuyer(full.buyer.session, full.order._id)).statusCode).toBe(200);
    await refundCanceledOrders(keeping.db, keeping.app.payments!);
    expect(await refundsOf(keeping, byShop.order._id)).toEqual([{ status: 'succeeded', amount: 500 }]);
    expect(await refundsOf(keeping, full.order._id)).toEqual([{ status: 'succeeded', amount: 20_000 }]);
  });
});
