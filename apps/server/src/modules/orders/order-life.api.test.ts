import { ORDER_MESSAGES, orderNumber } from '@carshop/contract/order';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-error.ts';
import {
  authHeader,
  checkoutBody,
  createBuyer,
  postOrder,
  putOrderStatus,
} from '../../../test/shop-helpers.ts';
import { startShopWithMail } from '../../../test/shop-with-mail.ts';
import { expireStalePendingOrders } from './order-status.service.ts';

/** The order's life after checkout (issue 20): numbers, mails, the customer's cancel, the shop's expiry, search. */

const { smtp, t, admin, car, stop } = await startShopWithMail({ car: { quantity: 100, price: 41_500 } });
afterAll(stop);

const stock = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/cars/${car}` })).json().data.quantity as number;

async function placeOrder(buyer: Awaited<ReturnType<typeof createBuyer>>, quentity = 1) {
  const answer = await postOrder(
    t.app,
    buyer.session,
    checkoutBody([{ car, quentity }], { name: buyer.user.name }),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { _id: string; number: number; email: string };
}

const cancel = (session: { token: string } | undefined, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel`, headers: authHeader(session) });
const setStatus = (id: string, status: string) => putOrderStatus(t.app, admin, id, status);
const detail = async (session: { token: string }, id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, headers: authHeader(session) })).json().data;

describe('placing an order', () => {
  it('gives it a number, one more than the one before', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const first = await placeOrder(buyer);
    const second = await placeOrder(buyer);
    expect(first.number).toBeGreaterThanOrEqual(1001);
    expect(second.number).toBe(first.number + 1);
  });

  it("mails the confirmation to the account's email: number, lines, total, delivery details, what happens next", async () => {
    const buyer = await createBuyer(t.app, t.db, { emailVerified: true });
    const order = await placeOrder(buyer, 2);
    const [mail] = await smtp.waitFor(buyer.user.email);
    expect(mail!.subject).toBe(`Order #${order.number} confirmed | CarShop`);
    for (const part of [mail!.text, mail!.html]) {
      expect(part).toContain(`Your order number is ${orderNumber(order)}.`);
      expect(part).toContain('Volvo XC40 (');
      expect(part).toContain('83,000৳');
      expect(part).toContain('12 Lake Road, Dhaka');
      expect(part).toContain('+880 1712 345678');
      expect(part).toMatch(/pay when the car is handed over/i);
      expect(part).toContain(`https://shop.example/dashboard/order/${order._id}`);
    }
  });
});

describe('mail to an address the account has not proven (ADR 048)', () => {
  it('carries no name, phone or address the customer typed, from placing to every status change', async () => {
    const buyer = await createBuyer(t.app, t.db, {
      name: 'Ada. Account SUSPENDED - verify at https://evil.example',
    });
    const order = await postOrder(
      t.app,
      buyer.session,
      checkoutBody([{ car, quentity: 1 }], {
        name: 'Ada. Account SUSPENDED',
        phone: '+1 555 0199',
        address: 'Verify at evil.example now',
      }),
    );
    expect(order.statusCode, order.body).toBe(201);
    await setStatus(order.json().data._id, 'processing');
    const mails = await smtp.waitFor(buyer.user.email, 2);
    for (const mail of mails)
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Hello,');
        for (const typed of ['SUSPENDED', 'evil.example', '555 0199']) expect(part).not.toContain(typed);
        expect(part).toContain(String(order.json().data.number));
        expect(part).toContain('Volvo XC40 (');
      }
  });
});

describe('the customer cancels', () => {
  it('a pending order: stock comes back, the history says the customer, and the customer is mailed', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const before = await stock();
    const order = await placeOrder(buyer, 3);
    expect(await stock()).toBe(before - 3);
    const answer = await cancel(buyer.session, order._id.toUpperCase());
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.status).toBe('canceled');
    expect(await stock()).toBe(before);
    const history = (await detail(buyer.session, order._id)).history;
    expect(history.at(-1)).toMatchObject({
      from: 'pending',
      status: 'canceled',
      actor: 'customer',
      by: null,
    });
    const mails = await smtp.waitFor(buyer.user.email, 2);
    expect(mails.map((mail) => mail.subject)).toContain(`Order #${order.number}: Canceled | CarShop`);
    expect(mails.find((mail) => mail.subject.includes('Canceled'))!.text).toContain(
      `You canceled order #${order.number}`,
    );
  });

  it('returns the stock exactly once when the cancel arrives many times at once', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const before = await stock();
    const order = await placeOrder(buyer, 2);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cancel(buyer.session, order._id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((one) => one.statusCode !== 200))
      expectError(answer, 409, ORDER_MESSAGES.notCancelable);
    expect(await stock()).toBe(before);
  });

  it('cannot cancel an order past pending, nor someone else’s, nor as a visitor', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const other = await createBuyer(t.app, t.db);
    const order = await placeOrder(buyer);
    expectError(await cancel(other.session, order._id), 404, ORDER_MESSAGES.notFound);
    expectError(await cancel(other.session, order._id.toUpperCase()), 404, ORDER_MESSAGES.notFound);
    expect((await cancel(undefined, order._id)).statusCode).toBe(401);
    expectError(await cancel(buyer.session, 'not-an-id'), 404, ORDER_MESSAGES.notFound);
    expect((await setStatus(order._id, 'processing')).statusCode).toBe(200);
    expectError(await cancel(buyer.session, order._id), 409, ORDER_MESSAGES.notCancelable);
  });
});

describe("an admin's status change", () => {
  it('mails the customer the new status, once per change', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const order = await placeOrder(buyer);
    await setStatus(order._id, 'shipped');
    await setStatus(order._id, 'shipped'); // the same status again: no change, no mail
    const mails = await smtp.waitFor(buyer.user.email, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const shipped = smtp.received.filter(
      (mail) => mail.to === buyer.user.email && mail.subject.includes('Shipped'),
    );
    expect(shipped).toHaveLength(1);
    expect(shipped[0]!.text).toContain('changed from Pending to Shipped');
    expect(mails).toHaveLength(2);
    // The admin's name and other customers' data are not in it.
    expect(shipped[0]!.text).not.toMatch(/admin/i);
  });
});

describe('pending orders nobody moved on', () => {
  it('are canceled by the shop after ORDER_PENDING_DAYS: restocked, recorded as the shop, the customer mailed', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const before = await stock();
    const stale = await placeOrder(buyer, 2);
    const fresh = await placeOrder(buyer, 1);
    const moved = await placeOrder(buyer, 1);
    await setStatus(moved._id, 'processing');
    await t.db.execute(
      sql`update orders set updated_at = now() - interval '8 days', created_at = now() - interval '8 days' where id in (${stale._id}, ${moved._id})`,
    );
    const week = 7 * 86_400_000;
    const options = { pendingMs: week, changes: t.app.carChanges, mail: t.app.mailSettings };
    // Two app servers' rounds at once cancel it once.
    const counts = await Promise.all([
      expireStalePendingOrders(t.db, options),
      expireStalePendingOrders(t.db, options),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await stock()).toBe(before - 2); // fresh and moved still hold theirs; stale's 2 are back
    const staleDetail = await detail(admin, stale._id);
    expect(staleDetail.status).toBe('canceled');
    expect(staleDetail.history.at(-1)).toMatchObject({ status: 'canceled', actor: 'shop', by: null });
    expect((await detail(admin, fresh._id)).status).toBe('pending');
    expect((await detail(admin, moved._id)).status).toBe('processing');
    const mails = await smtp.waitFor(buyer.user.email, 5); // 3 placed, 1 processing, 1 canceled by the shop
    const expiry = mails.find((mail) => mail.subject === `Order #${stale.number}: Canceled | CarShop`);
    expect(expiry?.text).toContain('stayed pending for 7 days');
  });
});

describe("the admin's order list", () => {
  it('finds orders by number, by email and by name, with the status filter, and shows phone and address', async () => {
    const buyer = await createBuyer(t.app, t.db, {
      name: 'Zarina Quokka',
      email: 'zarina.quokka@example.com',
    });
    const order = await placeOrder(buyer);
    const list = async (query: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/orders?${query}`,
        headers: authHeader(admin),
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { _id: string; phone: string; address: string; number: number }[];
    };
    for (const query of [
      `search=${order.number}`,
      `search=%23${order.number}`,
      'search=zarina.quokka',
      'search=QUOKKA%20zar',
    ]) {
      const found = await list(query);
      expect(
        found.map((one) => one._id),
        query,
      ).toEqual([order._id]);
      expect(found[0]).toMatchObject({ phone: '+880 1712 345678', address: '12 Lake Road, Dhaka' });
    }
    expect(await list('search=quokka&status=processing')).toEqual([]);
    expect((await list('search=quokka&status=pending')).map((one) => one._id)).toEqual([order._id]);
    // LIKE's wildcards are matched as themselves.
    expect(await list('search=%25')).toEqual([]);
    expect(await list('search=_')).toEqual([]);
    const customer = await t.app.inject({
      method: 'GET',
      url: '/api/orders?search=quokka',
      headers: authHeader(buyer.session),
    });
    expect(customer.statusCode).toBe(403);
  });
});
