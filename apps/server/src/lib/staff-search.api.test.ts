import fs from 'node:fs';
import { ORDER_MESSAGES } from '@carshop/contract/order';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { expectError, expectForbidden } from '../../test/expect-error.ts';
import { authHeader, checkoutBody, createBuyer, postOrder } from '../../test/shop-helpers.ts';
import { startShopWithMail } from '../../test/shop-with-mail.ts';
import { queryRows } from '../../test/sql.ts';
import { testConfig } from '../../test/test-app.ts';
import { addCars } from '../modules/cars/catalogue.service.ts';
import { createCar } from '../seed/car-factory.ts';

/**
 * The staff's search of orders and enquiries (issue 30, ADR 061): by the buyer's phone in any formatting, name,
 * email, order number, the car's brand, model and VIN; junk is refused or finds nothing, never a 500.
 */

const { t, admin, stop } = await startShopWithMail({
  config: { enquiries: { ...testConfig().enquiries, perHour: 1000 } },
});
afterAll(stop);

const [rav4] = await addCars(t.db, [
  createCar({ brand: 'Toyota', model: 'RAV4', vin: '1HGCM82633A004352', quantity: 20 }),
]);
const [golf] = await addCars(t.db, [createCar({ brand: 'Volkswagen', model: 'Golf', quantity: 20 })]);
const sales = await createBuyer(t.app, t.db, { role: 'sales' });
const inventory = await createBuyer(t.app, t.db, { role: 'inventory' });

const zarina = await createBuyer(t.app, t.db, { name: 'Zarina Quokka', email: 'zarina.quokka@example.com' });
const other = await createBuyer(t.app, t.db, { name: 'Bruno Other', email: 'bruno@example.com' });

async function order(buyer: typeof zarina, car: string, phone: string) {
  const answer = await postOrder(
    t.app,
    buyer.session,
    checkoutBody([{ car, quentity: 1 }], { name: buyer.user.name, phone }),
  );
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { _id: string; number: number; status: string };
}
const zarinasRav4 = await order(zarina, rav4!._id, '+880 1712-345 678');
const brunosGolf = await order(other, golf!._id, '020 7946-0000');

async function enquiry(body: Record<string, unknown>) {
  const answer = await t.app.inject({ method: 'POST', url: '/api/enquiries', payload: body });
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data as { _id: string };
}
const askedAboutRav4 = await enquiry({
  type: 'question',
  name: 'Zarina Quokka',
  email: 'zarina.quokka@example.com',
  phone: '+880 1712 345678',
  carId: rav4!._id,
  message: 'Is it still there?',
});
const contactUs = await enquiry({
  type: 'general',
  name: 'Bruno Other',
  email: 'bruno@example.com',
  message: 'Do you take trade-ins?',
});

const list = async (path: 'orders' | 'enquiries', search: string, session: { token: string } = admin) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/${path}?page=1&limit=50&search=${encodeURIComponent(search)}`,
    headers: authHeader(session),
  });
  expect(answer.statusCode, `${search}: ${answer.body}`).toBe(200);
  return (answer.json().data as { _id: string }[]).map((row) => row._id);
};

/** A case of `it.each`: the search finds that row and no other. */
const findsOnly = (path: 'orders' | 'enquiries', id: string) => async (_: string, search: string) => {
  expect(await list(path, search)).toEqual([id]);
};

describe("staff search in the orders' list", () => {
  it.each([
    ['the phone as written', '+880 1712-345 678'],
    ['the phone formatted otherwise', '(880) 1712 345678'],
    ['the phone digits only', '8801712345678'],
    ['the end of the phone', '345-678'],
    ['the name', 'quokka'],
    ['the email', 'ZARINA.QUOKKA@example.com'],
    ['the model', 'rav4'],
    ['brand and model', 'Toyota RAV4'],
    ['the VIN', '1HGCM82633A004352'],
    ['the end of the VIN', 'a004352'],
    ['words of several fields', 'zarina rav4 345678'],
  ])('finds an order by %s', findsOnly('orders', zarinasRav4._id));

  it('finds an order by its number, with or without #, and a salesperson searches too', async () => {
    expect(await list('orders', `#${zarinasRav4.number}`)).toEqual([zarinasRav4._id]);
    expect(await list('orders', String(brunosGolf.number))).toContain(brunosGolf._id);
    expect(await list('orders', 'golf', sales.session)).toEqual([brunosGolf._id]);
  });

  it('finds nothing for words no order has, and reads LIKE wildcards as themselves', async () => {
    for (const search of ['camry', 'quokka golf', '%', '_', '\\', '%%%', '-- ;', "' or 1=1 --"])
      expect(await list('orders', search), search).toEqual([]);
  });

  it('refuses a NUL byte, control characters and a very long search with 400, and junk types too', async () => {
    for (const query of [
      `search=${encodeURIComponent('rav4\u0000')}`,
      `search=${encodeURIComponent('a\u0007b')}`,
      `search=${'9'.repeat(101)}`,
      `search=${'x'.repeat(5000)}`,
      'search=a&search=b',
    ]) {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/orders?${query}`,
        headers: authHeader(admin),
      });
      expect(answer.statusCode, query.slice(0, 40)).toBe(400);
      expect(answer.json()).toMatchObject({ success: false });
    }
  });

  it('is for staff who work orders only', async () => {
    for (const session of [zarina.session, inventory.session]) {
      expectForbidden(
        await t.app.inject({ method: 'GET', url: '/api/orders?search=quokka', headers: authHeader(session) }),
      );
    }
  });

  it('keeps what each order is found by in an indexed column', async () => {
    const indexes = await queryRows<{ indexdef: string }>(
      t.db,
      sql`select indexdef from pg_indexes where indexname in ('orders_search_trgm_idx', 'enquiries_search_trgm_idx')`,
    );
    expect(indexes).toHaveLength(2);
    for (const { indexdef } of indexes) expect(indexdef).toMatch(/gin \(search_text gin_trgm_ops\)/);
  });
});

describe('the migration that added the search', () => {
  it('fills the rows already there as the app writes new ones', async () => {
    const written = async () =>
      queryRows<{ text: string }>(
        t.db,
        sql`select search_text as text from orders union all select search_text from enquiries order by 1`,
      );
    const before = await written();
    const migration = fs.readFileSync(
      new URL('../db/migrations/0023_staff_search.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration.split('--> statement-breakpoint').filter((step) => /^\s*UPDATE/m.test(step));
    expect(backfill).toHaveLength(2);
    await t.db.execute(sql`update orders set search_text = ''`);
    await t.db.execute(sql`update enquiries set search_text = ''`);
    for (const step of backfill) await t.db.execute(sql.raw(step.replace(/^--.*$/gm, '')));
    expect(await written()).toEqual(before);
  });
});

describe("staff search in the enquiries' list", () => {
  const searches = {
    'the phone formatted otherwise': '880-1712-345678',
    'the name': 'Zarina',
    'the email': 'zarina.quokka@',
    'the car': 'toyota rav4',
    'the VIN': '1hgcm82633a004352',
  };
  it.each(Object.entries(searches))('finds an enquiry by %s', findsOnly('enquiries', askedAboutRav4._id));

  it('finds Contact Us messages by the sender, and nothing for junk', async () => {
    expect(await list('enquiries', 'bruno', sales.session)).toEqual([contactUs._id]);
    for (const search of ['%', '_', 'golf', '999'])
      expect(await list('enquiries', search), search).toEqual([]);
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/enquiries?search=${encodeURIComponent('x\u0000')}`,
      headers: authHeader(admin),
    });
    expect(answer.statusCode).toBe(400);
  });

  it("gives a customer's search only their own enquiries", async () => {
    const stranger = await createBuyer(t.app, t.db, { email: 'stranger@example.com' });
    expect(await list('enquiries', 'zarina', stranger.session)).toEqual([]);
  });
});

describe('one tap to the next status', () => {
  const move = (id: string, body: object, session = sales.session) =>
    t.app.inject({ method: 'PUT', url: `/api/orders/${id}`, headers: authHeader(session), payload: body });

  it('moves an order on from the status it was asked from, and refuses to take back one moved meanwhile', async () => {
    const fresh = await order(zarina, golf!._id, '+880 1712 345678');
    const first = await move(fresh._id, { status: 'processing', from: 'pending' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.status).toBe('processing');
    expect((await move(fresh._id, { status: 'shipped', from: 'processing' })).statusCode).toBe(200);
    // A stale list's tap: the order was pending there, it is shipped now.
    expectError(
      await move(fresh._id, { status: 'processing', from: 'pending' }),
      409,
      ORDER_MESSAGES.movedMeanwhile('shipped'),
    );
    expect((await move(fresh._id, { status: 'delivered', from: 'lost' })).statusCode, 'an unknown from').toBe(
      400,
    );
    expectForbidden(await move(fresh._id, { status: 'delivered', from: 'shipped' }, inventory.session));
    expectForbidden(await move(fresh._id, { status: 'delivered', from: 'shipped' }, zarina.session));
  });

  it('the same tap twice at once moves the order once and records one change', async () => {
    const fresh = await order(zarina, golf!._id, '+880 1712 345678');
    const answers = await Promise.all([
      move(fresh._id, { status: 'processing', from: 'pending' }),
      move(fresh._id, { status: 'processing', from: 'pending' }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().message).sort()).toEqual([
      'Order status is already processing',
      'Order status updated successfully',
    ]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${fresh._id}`,
      headers: authHeader(admin),
    });
    expect(detail.json().data.history.map((entry: { status: string }) => entry.status)).toEqual([
      'pending',
      'processing',
    ]);
  });
});
