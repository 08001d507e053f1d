import type { AuditEntry } from '@carshop/contract/audit';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { askToPay, PAYING_VOLVO, placeOrderOf, startPayingShop } from '../../../test/paying-shop.ts';
import { addCar, authHeader, createBuyer, putOrderStatus } from '../../../test/shop-helpers.ts';
import { payments as paymentsTable } from '../../db/schema.ts';
import { finishRefundClaims } from './refund.service.ts';
import { refundCanceledOrders } from './service.ts';

const { stripe, t, admin, stop, ledger, refunds: refundsAtStripe } = await startPayingShop();
const carId = await addCar(t.db, PAYING_VOLVO);
afterAll(stop);

async function paidOrder({ pay = true } = {}) {
  const { buyer, order } = await placeOrderOf(t, carId, { payment: 'full' });
  const orderId = order._id;
  const asked = await askToPay(t, buyer.session, { orderId });
  const intentId = stripe.intentOf(asked.json().data.clientSecret).id;
  if (pay) await stripe.pay(intentId);
  return { buyer, orderId, intentId };
}

const refund = (session: { token: string } | undefined, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/refund',
    headers: authHeader(session),
    payload: { orderId },
  });

describe('POST /api/orders/refund', () => {
  it('gives back what was paid exactly once when the admin taps Refund twice at once', async () => {
    const { orderId, intentId } = await paidOrder();
    const answers = await Promise.all([refund(admin, orderId), refund(admin, orderId.toUpperCase())]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const done = answers.find((answer) => answer.statusCode === 200)!;
    expect(done.json().data).toEqual({ orderId, refunded: 41_500.5, currency: 'USD' });
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'Nothing to refund: no money taken online for this order is left to give back.',
    );
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    expect(refundsAtStripe(intentId)[0]!.amount).toBe(4_150_050);
    expect(await ledger(orderId)).toEqual([
      { kind: 'payment', status: 'succeeded', amount: 41_500.5 },
      { kind: 'refund', status: 'succeeded', amount: 41_500.5 },
    ]);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: authHeader(admin),
    });
    expect(order.json().data.payment).toMatchObject({ state: 'refunded', paid: 0, refunded: 41_500.5 });
    // The audit log has the refund once, by the admin who tapped (ADR 055); the refused tap wrote nothing.
    const audit = await t.app.inject({
      url: '/api/audit?kind=order.refund&limit=100',
      headers: authHeader(admin),
    });
    const entries = audit.json().data.filter((entry: AuditEntry) => entry.target._id === orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor: { role: 'admin' },
      before: { paid: 41_500.5, refunded: 0 },
      after: { refunding: 41_500.5, currency: 'USD' },
    });
    // Tapped again later, canceled and rounds run since: nothing more goes back.
    expect((await refund(admin, orderId)).statusCode).toBe(409);
    await putOrderStatus(t.app, admin, orderId, 'canceled');
    await refundCanceledOrders(t.db, t.app.payments!);
    await finishRefundClaims(t.db, t.app.payments!);
    expect(refundsAtStripe(intentId)).toHaveLength(1);
  });

  it('keeps the order as it was: a refund is not a cancel', async () => {
    const { orderId } = await paidOrder();
    await putOrderStatus(t.app, admin, orderId, 'processing');
    expect((await refund(admin, orderId)).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: authHeader(admin),
    });
    expect(order.json().data.status).toBe('processing');
  });

  it('says there is nothing to refund for an order nobody paid online', async () => {
    const { orderId, intentId } = await paidOrder({ pay: false });
    const refused = await refund(admin, orderId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Nothing to refund/);
    expect(refundsAtStripe(intentId)).toHaveLength(0);
  });

  it('is for admins only, and not found for an order that does not exist', async () => {
    const { buyer, orderId, intentId } = await paidOrder();
    expect((await refund(undefined, orderId)).statusCode).toBe(401);
    expect((await refund(buyer.session, orderId)).statusCode).toBe(403);
    const stranger = await createBuyer(t.app, t.db);
    expect((await refund(stranger.session, orderId)).statusCode).toBe(403);
    expect(refundsAtStripe(intentId)).toHaveLength(0);
    const missing = await refund(admin, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Order not found');
    expect((await refund(admin, 'not-an-order')).statusCode).toBe(404);
    expect((await refund(admin, '')).statusCode).toBe(400);
  });

  it('finishes a refund its server claimed and stopped before asking Stripe', async () => {
    const { orderId, intentId } = await paidOrder();
    const [payment] = await t.db
      .select({ id: paymentsTable.id, amount: paymentsTable.amount })
      .from(paymentsTable)
      .where(eq(paymentsTable.orderId, orderId));
    await t.db.insert(paymentsTable).values({
      orderId,
      kind: 'refund',
      provider: 'stripe',
      providerRef: `claim:refund-${payment!.id}`,
      refundOf: payment!.id,
      amount: payment!.amount,
      currency: 'USD',
      status: 'pending',
    });
    expect((await refund(admin, orderId)).statusCode).toBe(409); // claimed already
    await finishRefundClaims(t.db, t.app.payments!);
    expect(refundsAtStripe(intentId)).toHaveLength(1);
    expect((await ledger(orderId))[1]).toEqual({ kind: 'refund', status: 'succeeded', amount: 41_500.5 });
  });
});

describe('GET /api/orders?payment=', () => {
  it("lists the orders whose money stands as asked, for the admin's payment filter", async () => {
    const unpaid = await paidOrder({ pay: false });
    const paid = await paidOrder();
    const refunded = await paidOrder();
    expect((await refund(admin, refunded.orderId)).statusCode).toBe(200);
    const failed = await paidOrder({ pay: false });
    await stripe.pay(failed.intentId, { outcome: 'declined' });
    const listed = async (state: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/orders?payment=${state}&limit=100`,
        headers: authHeader(admin),
      });
      expect(answer.statusCode).toBe(200);
      const orders = answer.json().data as { _id: string; payment: { state: string } }[];
      for (const order of orders) expect(order.payment.state).toBe(state);
      return orders.map((order) => order._id);
    };
    const mine = [unpaid, paid, refunded, failed].map((order) => order.orderId);
    const shown = async (state: string) => (await listed(state)).filter((id) => mine.includes(id));
    expect(await shown('unpaid')).toEqual([unpaid.orderId]);
    expect(await shown('paid')).toEqual([paid.orderId]);
    expect(await shown('refunded')).toEqual([refunded.orderId]);
    expect(await shown('failed')).toEqual([failed.orderId]);
    expect(await shown('deposit_paid')).toEqual([]);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/orders?payment=stolen',
      headers: authHeader(admin),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Invalid payment state');
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/orders?payment=paid',
      headers: authHeader(paid.buyer.session),
    });
    expect(customer.statusCode).toBe(403);
  });
});
