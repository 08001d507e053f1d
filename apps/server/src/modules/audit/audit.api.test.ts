import type { AuditEntry } from '@carshop/contract/audit';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectForbidden } from '../../../test/expect-error.ts';
import {
  authHeader,
  checkoutBody,
  createBuyer,
  newCarBody,
  postCar,
  postOrder,
  putOrderStatus,
} from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';

/**
 * The audit log (issue 30, ADR 055): every staff write leaves an entry with who, when, what kind, on what, and the
 * values before and after, written in the write's own transaction; admins read and export it; nobody changes it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
type Session = { token: string };
let admin: { user: { id: string; email: string }; session: Session };
let seller: { user: { id: string; email: string }; session: Session };
let keeper: { user: { id: string; email: string }; session: Session };
let buyer: { user: { id: string; email: string }; session: Session };

beforeAll(async () => {
  t = await createTestApp();
  admin = await createBuyer(t.app, t.db, { role: 'admin', name: 'Olga Owner' });
  seller = await createBuyer(t.app, t.db, { role: 'sales', name: 'Sam Seller' });
  keeper = await createBuyer(t.app, t.db, { role: 'inventory', name: 'Ian Inventory' });
  buyer = await createBuyer(t.app, t.db, { name: 'Bea Buyer' });
});
afterAll(() => t.close());

const audit = async (query = '', session: Session = admin.session) => {
  const response = await t.app.inject({ url: `/api/audit${query}`, headers: authHeader(session) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: AuditEntry[]; meta: { total: number; page: number; totalPage: number } };
};
const entriesFor = async (targetId: string) =>
  (await audit(`?search=${targetId}&limit=100`)).data.filter((entry) => entry.target._id === targetId);

describe('an entry for each kind of staff write', () => {
  it('a car added, its price and fields changed, and deleted, by inventory staff', async () => {
    const added = await postCar(t.app, keeper.session, newCarBody);
    expect(added.statusCode, added.body).toBe(201);
    const id = added.json().data._id as string;
    const change = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${id}`,
      headers: authHeader(keeper.session),
      payload: { price: 25_900, quantity: 2, description: 'Reliable family sedan.' },
    });
    expect(change.statusCode, change.body).toBe(200);
    // The same values again change nothing, and write nothing.
    await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${id}`,
      headers: authHeader(keeper.session),
      payload: { price: 25_900 },
    });
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${id.toUpperCase()}`,
      headers: authHeader(keeper.session),
    });
    expect(gone.statusCode, gone.body).toBe(200);

    const entries = await entriesFor(id);
    expect(entries.map((entry) => entry.kind)).toEqual(['car.deleted', 'car.updated', 'car.created']);
    const [deleted, updated, created] = entries as [AuditEntry, AuditEntry, AuditEntry];
    expect(updated).toMatchObject({
      actor: { _id: keeper.user.id, name: 'Ian Inventory', email: keeper.user.email, role: 'inventory' },
      target: { type: 'car', _id: id, label: '2022 Toyota Camry' },
      before: { price: 27_500, quantity: 3 },
      after: { price: 25_900, quantity: 2 },
    });
    // Only what changed: the description was sent as it was.
    expect(Object.keys(updated.before!).sort()).toEqual(['price', 'quantity']);
    expect(created.before).toBeNull();
    expect(created.after).toMatchObject({ brand: 'Toyota', model: 'Camry', price: 27_500, quantity: 3 });
    expect(deleted.after).toBeNull();
    expect(deleted.before).toMatchObject({ brand: 'Toyota', price: 25_900, quantity: 2 });
    expect(Date.parse(deleted.at)).toBeGreaterThanOrEqual(Date.parse(created.at));
  });

  it("an order's status moved by sales staff", async () => {
    const car = (await postCar(t.app, keeper.session, { ...newCarBody, quantity: 5 })).json().data;
    const order = await postOrder(t.app, buyer.session, checkoutBody([{ car: car._id, quentity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    const { _id: orderId, number } = order.json().data;
    expect((await putOrderStatus(t.app, seller.session, orderId, 'processing')).statusCode).toBe(200);
    expect((await putOrderStatus(t.app, seller.session, orderId, 'processing')).statusCode).toBe(200);
    const entries = await entriesFor(orderId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      kind: 'order.status',
      actor: { _id: seller.user.id, role: 'sales' },
      target: { type: 'order', label: `Order #${number}` },
      before: { status: 'pending' },
      after: { status: 'processing' },
    });
    // The buyer's own cancel is not staff work.
    const other = await postOrder(t.app, buyer.session, checkoutBody([{ car: car._id, quentity: 1 }]));
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${other.json().data._id}/cancel`,
      headers: authHeader(buyer.session),
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await entriesFor(other.json().data._id)).toEqual([]);
  });

  it("an enquiry's status set by sales staff", async () => {
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/enquiries',
      payload: { type: 'general', name: 'Vic Visitor', email: 'vic@example.com', message: 'Open on Sunday?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const id = sent.json().data._id as string;
    const answer = await t.app.inject({
      method: 'PATCH',
      url: `/api/enquiries/${id}`,
      headers: authHeader(seller.session),
      payload: { status: 'contacted' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await entriesFor(id)).toMatchObject([
      {
        kind: 'enquiry.status',
        actor: { role: 'sales' },
        target: { label: 'Vic Visitor <vic@example.com>' },
        before: { status: 'new' },
        after: { status: 'contacted' },
      },
    ]);
  });

  it("a user's role, block and name changed by an admin; a customer's own name is not staff work", async () => {
    const clerk = await createBuyer(t.app, t.db, { name: 'Cleo Clerk' });
    const put = (session: Session, payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${clerk.user.id}`,
        headers: authHeader(session),
        payload,
      });
    expect((await put(clerk.session, { name: 'Cleo C.' })).statusCode).toBe(200);
    expect(await entriesFor(clerk.user.id)).toEqual([]);
    expect((await put(admin.session, { role: 'sales' })).statusCode).toBe(200);
    expect((await put(admin.session, { status: 'blocked' })).statusCode).toBe(200);
    expect((await put(admin.session, { name: 'Cleo Clerk' })).statusCode).toBe(200);
    const entries = await entriesFor(clerk.user.id);
    expect(entries.map(({ kind, before, after }) => ({ kind, before, after }))).toEqual([
      { kind: 'user.updated', before: { name: 'Cleo C.' }, after: { name: 'Cleo Clerk' } },
      { kind: 'user.status', before: { status: 'active' }, after: { status: 'blocked' } },
      { kind: 'user.role', before: { role: 'customer' }, after: { role: 'sales' } },
    ]);
    expect(entries[0]?.target).toEqual({ type: 'user', _id: clerk.user.id, label: clerk.user.email });
  });

  it('a write that fails leaves no entry (the entry is in its transaction)', async () => {
    const vin = '1HGCM82633A004352';
    const first = await postCar(t.app, keeper.session, { ...newCarBody, vin });
    expect(first.statusCode, first.body).toBe(201);
    const before = (await audit('?kind=car.created')).meta.total;
    const twice = await postCar(t.app, keeper.session, { ...newCarBody, vin });
    expect(twice.statusCode).toBe(409);
    expect((await audit('?kind=car.created')).meta.total).toBe(before);
  });
});

describe('GET /api/audit', () => {
  it('is for admins alone', async () => {
    for (const who of [seller, keeper, buyer]) {
      expectForbidden(await t.app.inject({ url: '/api/audit', headers: authHeader(who.session) }));
      expectForbidden(await t.app.inject({ url: '/api/audit.csv', headers: authHeader(who.session) }));
    }
    expect((await t.app.inject({ url: '/api/audit' })).statusCode).toBe(401);
  });

  it('filters by person (their id in capitals too), kind, days and words, and pages', async () => {
    const bySeller = await audit(`?actor=${seller.user.id.toUpperCase()}`);
    expect(bySeller.data.length).toBeGreaterThan(0);
    expect(bySeller.data.every((entry) => entry.actor._id === seller.user.id)).toBe(true);
    const roles = await audit('?kind=user.role');
    expect(roles.data.every((entry) => entry.kind === 'user.role')).toBe(true);
    expect(roles.meta.total).toBeGreaterThan(0);
    expect((await audit('?search=Ian%20Inventory')).data.every((e) => e.actor.name === 'Ian Inventory')).toBe(
      true,
    );
    expect((await audit('?search=Camry')).meta.total).toBeGreaterThan(0);
    expect((await audit('?actor=not-a-user')).meta.total).toBe(0);

    const pad = (n: number) => String(n).padStart(2, '0');
    const day = (offset: number) => {
      const d = new Date();
      d.setDate(d.getDate() + offset);
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
    };
    const all = (await audit()).meta.total;
    expect((await audit(`?from=${day(0)}&to=${day(0)}`)).meta.total).toBe(all);
    expect((await audit(`?from=${day(1)}`)).meta.total).toBe(0);
    expect((await audit(`?to=${day(-1)}`)).meta.total).toBe(0);

    const paged = await audit('?page=2&limit=2');
    expect(paged.data).toHaveLength(2);
    expect(paged.meta).toMatchObject({ page: 2, totalPage: Math.ceil(all / 2) });
    const first = await audit('?page=1&limit=2');
    expect(first.data.map((e) => e._id)).not.toContain(paged.data[0]?._id);
  });

  it.each([
    ['?kind=car.sold', 'Unknown kind of change'],
    ['?from=yesterday', 'from must be a date (YYYY-MM-DD)'],
    ['?to=2026-02-30', 'to must be a date (YYYY-MM-DD)'],
    ['?from=2026-05-02&to=2026-05-01', 'from must not be after to'],
    ['?limit=1000', 'limit must be at most 100'],
  ])('answers 400 for %s', async (query, message) => {
    expectError(
      await t.app.inject({ url: `/api/audit${query}`, headers: authHeader(admin.session) }),
      400,
      message,
    );
  });
});

describe('append-only', () => {
  it('has no route that changes or removes an entry', () => {
    const routes = t.app.routePolicies.filter((route) => route.url.startsWith('/api/audit'));
    expect(new Set(routes.map((route) => route.method))).toEqual(new Set(['GET', 'HEAD']));
  });

  it('is refused by the database: no UPDATE, DELETE or TRUNCATE, whoever asks', async () => {
    expect((await audit()).meta.total).toBeGreaterThan(0);
    await expect(t.db.execute(sql`update audit_log set after = null`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
    await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect((await audit()).meta.total).toBeGreaterThan(0);
  });
});

describe('GET /api/audit.csv', () => {
  it('exports the filtered entries, with a header row, as a download', async () => {
    const response = await t.app.inject({
      url: '/api/audit.csv?kind=user.role',
      headers: authHeader(admin.session),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('When,Who,Email,Role,Kind,Target,Target id,Before,After');
    expect(lines.length - 1).toBe(Number(response.headers['x-total-count']));
    expect(lines[1]).toContain(',Role,');
    expect(lines[1]).toContain('"{""role"":""customer""}","{""role"":""sales""}"');
  });

  it('makes every cell a spreadsheet would run as a formula plain text', async () => {
    for (const name of ['=HYPERLINK("http://evil.example","x")', '+1+cmd', '-2+3', '@SUM(A1)']) {
      const staff = await createBuyer(t.app, t.db, { role: 'inventory', name });
      const added = await postCar(t.app, staff.session, { ...newCarBody, brand: 'Kia' });
      expect(added.statusCode, added.body).toBe(201);
    }
    const response = await t.app.inject({
      url: '/api/audit.csv?kind=car.created&search=Kia',
      headers: authHeader(admin.session),
    });
    const cells = response.body
      .split('\r\n')
      .slice(1, 5)
      .map((line) => line.split(',')[1]);
    expect(cells.sort()).toEqual([`"'=HYPERLINK(""http://evil.example""`, "'+1+cmd", "'-2+3", "'@SUM(A1)"]);
    expect(response.body).not.toMatch(/(^|,)[=+\-@]/m);
  });
});
