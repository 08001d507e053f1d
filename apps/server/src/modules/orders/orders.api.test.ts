import type { Car } from '@carshop/contract/car';
import type { Order, OrderDetail } from '@carshop/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session, type TestUser } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { authHeader, checkoutBody, postOrder } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars, getCar } from '../cars/catalogue.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let adminSession: Session;
let secondAdmin: Session;
let customer: TestUser;
let customerSession: Session;
let otherSession: Session;
let other: TestUser;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  admin = await createUser(t.db, { role: 'admin', name: 'Alice Admin' });
  customer = await createUser(t.db, { name: 'Carla' });
  other = await createUser(t.db, { name: 'Otto' });
  [adminSession, secondAdmin, customerSession, otherSession] = await Promise.all([
    loginAs(t.app, admin),
    createUser(t.db, { role: 'admin' }).then((user) => loginAs(t.app, user)),
    loginAs(t.app, customer),
    loginAs(t.app, other),
  ]);
});
afterAll(() => t.close());

/** `null` is a visitor. */
const get = (url: string, session: Session | null) =>
  t.app.inject({ method: 'GET', url, headers: authHeader(session ?? undefined) });
const put = (id: string, payload: object, session: Session | null = adminSession) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/orders/${id}`,
    payload,
    headers: authHeader(session ?? undefined),
  });
const stock = async (car: Car) => (await getCar(t.db, car._id)).quantity;

async function order(session: Session, lines: [Car, number][]): Promise<Order> {
  const response = await postOrder(
    t.app,
    session,
    checkoutBody(lines.map(([car, quentity]) => ({ car: car._id, quentity }))),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}
const newCars = (...overrides: Parameters<typeof createCar>[0][]) =>
  addCars(
    t.db,
    overrides.map((o) => createCar(o)),
  );

describe('GET /api/orders/:id with a user id', () => {
  let mine: Order[];
  beforeAll(async () => {
    const [car] = await newCars({ quantity: 10 });
    mine = [await order(customerSession, [[car!, 1]]), await order(customerSession, [[car!, 2]])];
    await order(otherSession, [[car!, 1]]);
  });

  it("answers the user's own orders, newest first, and nobody else's", async () => {
    const response = await get(`/api/orders/${customer.id}`, customerSession);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data.map((o: Order) => o._id)).toEqual([mine[1]!._id, mine[0]!._id]);
    expect(data.every((o: Order) => o.user === customer.id)).toBe(true);
    expect(data[0]).toEqual(mine[1]);
  });

  it("lets an admin read any user's orders, and answers [] for a user without orders", async () => {
    const response = await get(`/api/orders/${customer.id}`, adminSession);
    expect(response.json().data.map((o: Order) => o._id)).toEqual([mine[1]!._id, mine[0]!._id]);
    expect((await get(`/api/orders/${admin.id}`, adminSession)).json().data).toEqual([]);
  });

  it("never answers another customer's orders", async () => {
    expectError(await get(`/api/orders/${customer.id}`, otherSession), 404, 'Order not found');
  });

  it('is 401 for a visitor', async () => {
    expectUnauthorized(await get(`/api/orders/${customer.id}`, null));
  });
});

describe('GET /api/orders/:id with an order id', () => {
  let placed: Order;
  beforeAll(async () => {
    const [car] = await newCars({ quantity: 10 });
    placed = await order(customerSession, [[car!, 1]]);
    await put(placed._id, { status: 'processing' });
  });

  it('answers the order with its history to its customer, without who changed it', async () => {
    const response = await get(`/api/orders/${placed._id}`, customerSession);
    expect(response.statusCode).toBe(200);
    const data: OrderDetail = response.json().data;
    expect(data).toMatchObject({ _id: placed._id, status: 'processing', items: placed.items });
    expect(data.history).toEqual([
      { status: 'pending', from: null, actor: 'customer', by: null, at: placed.createdAt },
      { status: 'processing', from: 'pending', actor: 'admin', by: null, at: expect.any(String) },
    ]);
  });

  it('answers the order to an admin, with who changed it', async () => {
    const data: OrderDetail = (await get(`/api/orders/${placed._id}`, adminSession)).json().data;
    expect(data.history).toEqual([
      {
        status: 'pending',
        from: null,
        actor: 'customer',
        by: { _id: customer.id, name: 'Carla' },
        at: placed.createdAt,
      },
      {
        status: 'processing',
        from: 'pending',
        actor: 'admin',
        by: { _id: admin.id, name: 'Alice Admin' },
        at: data.updatedAt,
      },
    ]);
  });

  it("never answers another customer's order", async () => {
    const response = await get(`/api/orders/${placed._id}`, otherSession);
    expectError(response, 404, 'Order not found');
    expect(response.body).not.toContain(placed.address);
  });

  it('answers 404 to an unknown or malformed id, never a 500', async () => {
    for (const id of [crypto.randomUUID(), 'not-an-id', "1'%20or%20'1'='1", 'x'.repeat(100)])
      expectError(await get(`/api/orders/${id}`, adminSession), 404, 'Order not found');
    expectError(await get('/api/orders/%00', adminSession), 400, 'Must not contain control characters');
    // Longer ids stop at the router (414), before any code of ours runs.
    expect((await get(`/api/orders/${'x'.repeat(101)}`, adminSession)).statusCode).toBeLessThan(500);
  });
});

describe('GET /api/orders', () => {
  let placed: Order[];
  beforeAll(async () => {
    const [car] = await newCars({ quantity: 100 });
    placed = [];
    for (let i = 0; i < 22; i++)
      placed.push(await order(i % 2 ? customerSession : otherSession, [[car!, 1]]));
    await put(placed[3]!._id, { status: 'shipped' });
  });

  it('pages every order, newest first: 20 a page when only the page is given', async () => {
    const response = await get('/api/orders?page=1', adminSession);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data, meta } = response.json();
    expect(meta).toEqual({
      page: 1,
      limit: 20,
      total: expect.any(Number),
      totalPage: Math.ceil(meta.total / 20),
    });
    expect(meta.total).toBeGreaterThanOrEqual(22);
    expect(data).toHaveLength(20);
    expect(data[0]._id).toBe(placed.at(-1)!._id);
    const times = data.map((o: Order) => Date.parse(o.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('answers every order without page and limit (the specification client reads "all orders")', async () => {
    const response = await get('/api/orders', adminSession);
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    expect(data.length).toBe(meta.total);
    expect(data.length).toBeGreaterThanOrEqual(22);
    expect(data.map((o: Order) => o._id)).toEqual(expect.arrayContaining(placed.map((o) => o._id)));
    expect(data[0]._id).toBe(placed.at(-1)!._id);
    // The spec client's unset values are "not set" here too.
    const unset = (await get('/api/orders?status=null&page=undefined', adminSession)).json();
    expect(unset.data.length).toBe(meta.total);
  });

  it('pages without overlap, and filters by status', async () => {
    const [one, two] = await Promise.all([
      get('/api/orders?page=1&limit=5', adminSession),
      get('/api/orders?page=2&limit=5', adminSession),
    ]);
    const ids = [...one.json().data, ...two.json().data].map((o: Order) => o._id);
    expect(new Set(ids).size).toBe(10);
    const shipped = (await get('/api/orders?status=shipped', adminSession)).json();
    expect(shipped.data.map((o: Order) => o._id)).toEqual([placed[3]!._id]);
    expect(shipped.meta.total).toBe(1);
  });

  it.each([
    ['page=0', 'page must be 1 or more'],
    ['limit=1000', 'limit must be at most 100'],
    ['status=lost', 'Invalid order status'],
  ])('answers 400 to %s', async (query, message) => {
    expectError(await get(`/api/orders?${query}`, adminSession), 400, message);
  });

  it('is 401 for a visitor and 403 for a customer', async () => {
    expectUnauthorized(await get('/api/orders', null));
    expectForbidden(await get('/api/orders', customerSession));
  });
});

describe('PUT /api/orders/:id', () => {
  it('sets the status, records who and when, and changes nothing else', async () => {
    const [car] = await newCars({ quantity: 5, price: 1_000 });
    const placed = await order(customerSession, [[car!, 2]]);
    const response = await put(placed._id, {
      status: 'shipped',
      totalPrice: 1,
      user: other.id,
      items: [],
      address: 'Elsewhere 9',
      createdAt: '2000-01-01T00:00:00Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { data, message } = response.json();
    expect(message).toBe('Order status updated successfully');
    expect(data).toMatchObject({
      status: 'shipped',
      totalPrice: 2_000,
      user: customer.id,
      address: placed.address,
      items: placed.items,
      createdAt: placed.createdAt,
    });
    expect(Date.parse(data.updatedAt)).toBeGreaterThanOrEqual(Date.parse(placed.updatedAt));
    expect(data.history.at(-1)).toEqual({
      status: 'shipped',
      from: 'pending',
      actor: 'admin',
      by: { _id: admin.id, name: 'Alice Admin' },
      at: data.updatedAt,
    });
    expect(await stock(car!)).toBe(3);
  });

  it('lets an admin set any of the five statuses in any order', async () => {
    const [car] = await newCars({ quantity: 5 });
    const placed = await order(customerSession, [[car!, 1]]);
    for (const status of ['delivered', 'pending', 'shipped', 'processing'] as const) {
      expect((await put(placed._id, { status })).json().data.status).toBe(status);
    }
  });

  it('changes nothing and records nothing when the status is the current one', async () => {
    const [car] = await newCars({ quantity: 5 });
    const placed = await order(customerSession, [[car!, 1]]);
    const response = await put(placed._id, { status: 'pending' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Order status is already pending');
    expect(response.json().data.history).toHaveLength(1);
    expect(response.json().data.updatedAt).toBe(placed.updatedAt);
  });

  it('returns the cars to stock once when canceled, however often it is canceled', async () => {
    const [a, b] = await newCars({ quantity: 5 }, { quantity: 3 });
    const placed = await order(customerSession, [
      [a!, 2],
      [b!, 3],
    ]);
    expect([await stock(a!), await stock(b!)]).toEqual([3, 0]);
    expect((await put(placed._id, { status: 'canceled' })).json().data.status).toBe('canceled');
    expect([await stock(a!), await stock(b!)]).toEqual([5, 3]);
    await put(placed._id, { status: 'canceled' });
    await put(placed._id, { status: 'canceled' }, secondAdmin);
    expect([await stock(a!), await stock(b!)]).toEqual([5, 3]);
  });

  it('takes the stock again when un-canceled, and gives it back when canceled again', async () => {
    const [car] = await newCars({ quantity: 4 });
    const placed = await order(customerSession, [[car!, 3]]);
    await put(placed._id, { status: 'canceled' });
    expect(await stock(car!)).toBe(4);
    expect((await put(placed._id, { status: 'processing' })).statusCode).toBe(200);
    expect(await stock(car!)).toBe(1);
    await put(placed._id, { status: 'canceled' });
    expect(await stock(car!)).toBe(4);
    const history = (await get(`/api/orders/${placed._id}`, adminSession)).json().data.history;
    expect(history.map((h: { from: string; status: string }) => `${h.from}>${h.status}`)).toEqual([
      'null>pending',
      'pending>canceled',
      'canceled>processing',
      'processing>canceled',
    ]);
  });

  it('refuses to un-cancel when the stock is gone, and changes nothing', async () => {
    const [car] = await newCars({ brand: 'Lotus', model: 'Elise', quantity: 2 });
    const placed = await order(customerSession, [[car!, 2]]);
    await put(placed._id, { status: 'canceled' });
    await order(otherSession, [[car!, 1]]);
    expectError(await put(placed._id, { status: 'pending' }), 409, 'Only 1 left of Lotus Elise');
    const now = (await get(`/api/orders/${placed._id}`, adminSession)).json().data;
    expect(now.status).toBe('canceled');
    expect(now.history).toHaveLength(2);
    expect(await stock(car!)).toBe(1);
  });

  it('skips lines whose car was deleted when canceling, and refuses to un-cancel them', async () => {
    const [kept, gone] = await newCars(
      { brand: 'Audi', quantity: 5 },
      { brand: 'Saab', model: '900', quantity: 5 },
    );
    const placed = await order(customerSession, [
      [kept!, 1],
      [gone!, 1],
    ]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${gone!._id}`,
      headers: authHeader(adminSession),
    });
    const canceled = await put(placed._id, { status: 'canceled' });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(await stock(kept!)).toBe(5);
    expect(canceled.json().data.items[1].car).toMatchObject({ _id: null, brand: 'Saab', model: '900' });
    expectError(await put(placed._id, { status: 'pending' }), 409, 'Saab 900 is no longer for sale');
    expect(await stock(kept!)).toBe(5);
  });

  it('shows the returned stock in a cached catalogue page at once', async () => {
    const [car] = await newCars({ category: 'Coupe', quantity: 1 });
    const placed = await order(customerSession, [[car!, 1]]);
    const shown = async () =>
      (await get('/api/cars?category=Coupe&page=1&limit=100', null))
        .json()
        .data.find((c: Car) => c._id === car!._id).quantity;
    expect(await shown()).toBe(0);
    await put(placed._id, { status: 'canceled' });
    expect(await shown()).toBe(1);
  });

  it.each([
    [{ status: 'lost' }, 'Invalid order status'],
    [{ status: 'Canceled' }, 'Invalid order status'],
    [{ status: '' }, 'Invalid order status'],
    [{ status: null }, 'Invalid order status'],
    [{}, 'Invalid order status'],
    [{ status: ['canceled'] }, 'Invalid order status'],
  ])('answers 400 to %j', async (payload, message) => {
    const [car] = await newCars({ quantity: 1 });
    const placed = await order(customerSession, [[car!, 1]]);
    expectError(await put(placed._id, payload), 400, message);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'nope', customer.id])
      expectError(await put(id, { status: 'canceled' }), 404, 'Order not found');
  });

  it('is 401 for a visitor and 403 for a customer (even its owner), before the body is read', async () => {
    const [car] = await newCars({ quantity: 2 });
    const placed = await order(customerSession, [[car!, 1]]);
    expectUnauthorized(await put(placed._id, { status: 'canceled' }, null));
    expectForbidden(await put(placed._id, { status: 'canceled' }, customerSession));
    expectForbidden(await put(placed._id, { status: 'not-a-status' }, customerSession));
    expect(await stock(car!)).toBe(1);
  });
});
