import type { Car } from '@carshop/contract/car';
import type { Order, OrderStatus } from '@carshop/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { authHeader, checkoutBody, createBuyer, postOrder } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars, getCar } from '../cars/catalogue.service.ts';
import { getUserOrdersOrOrder, listOrders, type UserOrders } from './order-reads.service.ts';

/**
 * Races. On PostgreSQL (TEST_DATABASE_URL) the requests really run at once on separate connections (a pool of
 * 20); embedded PGlite has one connection and runs transactions one after another, so fewer buyers there.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let onPostgres: boolean;
let admins: Session[];

beforeAll(async () => {
  t = await createTestApp();
  onPostgres = t.database.kind === 'postgres';
  admins = await Promise.all(
    [1, 2].map(async () => loginAs(t.app, await createUser(t.db, { role: 'admin' }))),
  );
});
afterAll(() => t.close());

const stock = async (car: Car) => (await getCar(t.db, car._id)).quantity;
const buyers = (count: number) => Promise.all(Array.from({ length: count }, () => createBuyer(t.app, t.db)));
const statuses = (responses: { statusCode: number }[]) => responses.map((r) => r.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('concurrent checkouts', () => {
  it('sells 3 units to exactly 3 of many buyers at once, and never a 5xx', async () => {
    const crowd = await buyers(onPostgres ? 100 : 8);
    const [car] = await addCars(t.db, [createCar({ brand: 'Toyota', model: 'Camry', quantity: 3 })]);
    const responses = await Promise.all(
      crowd.map(({ session }) => postOrder(t.app, session, checkoutBody([{ car: car!._id, quentity: 1 }]))),
    );
    const codes = statuses(responses);
    expect(count(codes, 201), JSON.stringify(codes)).toBe(3);
    expect(count(codes, 409)).toBe(crowd.length - 3);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().message).toMatch(
        /^(Only [12] left of Toyota Camry|Toyota Camry is out of stock)$/,
      );
    }
    expect(await stock(car!)).toBe(0);
    const sold = (await listOrders(t.db, { limit: 100 })).items.filter(
      (o) => o.items[0]?.car._id === car!._id,
    );
    expect(sold).toHaveLength(3);
    expect(new Set(sold.map((o) => o.user)).size).toBe(3);
  });

  it('is all or nothing under a race: buyers of two cars get both or neither', async () => {
    const crowd = await buyers(onPostgres ? 30 : 6);
    const [a, b] = await addCars(t.db, [createCar({ quantity: 5 }), createCar({ quantity: 2 })]);
    const responses = await Promise.all(
      crowd.map(({ session }) =>
        postOrder(
          t.app,
          session,
          checkoutBody([
            { car: a!._id, quentity: 1 },
            { car: b!._id, quentity: 1 },
          ]),
        ),
      ),
    );
    expect(count(statuses(responses), 201)).toBe(2);
    expect(count(statuses(responses), 409)).toBe(crowd.length - 2);
    expect([await stock(a!), await stock(b!)]).toEqual([3, 0]);
  });

  it('never deadlocks when carts name the same cars in opposite orders', async () => {
    const crowd = await buyers(onPostgres ? 40 : 6);
    const [a, b, c] = await addCars(t.db, [
      createCar({ quantity: 1000 }),
      createCar({ quantity: 1000 }),
      createCar({ quantity: 1000 }),
    ]);
    const orders = [
      [a!, b!, c!],
      [c!, b!, a!],
      [b!, c!, a!],
      [a!, c!, b!],
    ];
    const responses = await Promise.all(
      crowd.map(({ session }, i) =>
        postOrder(
          t.app,
          session,
          checkoutBody(orders[i % orders.length]!.map((car) => ({ car: car._id, quentity: 2 }))),
        ),
      ),
    );
    expect(
      statuses(responses).every((code) => code === 201),
      JSON.stringify(statuses(responses)),
    ).toBe(true);
    for (const car of [a!, b!, c!]) expect(await stock(car)).toBe(1000 - 2 * crowd.length);
  });

  it('places one order for the same Idempotency-Key sent many times at once', async () => {
    const { user, session } = await createBuyer(t.app, t.db);
    const [car] = await addCars(t.db, [createCar({ quantity: 10 })]);
    const body = checkoutBody([{ car: car!._id, quentity: 2 }]);
    const key = crypto.randomUUID();
    const responses = await Promise.all(
      Array.from({ length: onPostgres ? 12 : 4 }, () =>
        postOrder(t.app, session, body, { 'idempotency-key': key }),
      ),
    );
    expect(
      statuses(responses).every((code) => code === 201),
      responses.map((r) => r.body).join('\n'),
    ).toBe(true);
    expect(new Set(responses.map((r) => r.json().data._id)).size).toBe(1);
    expect(responses.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(
      responses.length - 1,
    );
    const { orders: mine } = (await getUserOrdersOrOrder(
      t.db,
      { ...user, name: 'x' },
      user.id,
    )) as UserOrders;
    expect(mine).toHaveLength(1);
    expect(await stock(car!)).toBe(8);
  });
});

describe('concurrent status changes', () => {
  const setStatus = (session: Session, id: string, status: OrderStatus) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/orders/${id}`,
      payload: { status },
      headers: authHeader(session),
    });

  it('restocks once when two admins cancel the same order at once', async () => {
    const { session } = await createBuyer(t.app, t.db);
    const [car] = await addCars(t.db, [createCar({ quantity: 5 })]);
    const placed = (await postOrder(t.app, session, checkoutBody([{ car: car!._id, quentity: 3 }]))).json()
      .data;
    const responses = await Promise.all(admins.map((admin) => setStatus(admin, placed._id, 'canceled')));
    expect(statuses(responses)).toEqual([200, 200]);
    expect(responses.map((r) => r.json().message).sort()).toEqual([
      'Order status is already canceled',
      'Order status updated successfully',
    ]);
    expect(await stock(car!)).toBe(5);
    const detail = await getUserOrdersOrOrder(
      t.db,
      { id: 'x', email: '', name: '', role: 'admin', status: 'active', emailVerified: true },
      placed._id,
    );
    expect((detail as { history: { status: string }[] }).history.map((h) => h.status)).toEqual([
      'pending',
      'canceled',
    ]);
  });

  it('keeps stock = initial - what live orders hold, through racing cancels, un-cancels and checkouts', async () => {
    const initial = 6;
    const [car] = await addCars(t.db, [createCar({ quantity: initial })]);
    const crowd = await buyers(3);
    const placed: Order[] = [];
    for (const { session } of crowd)
      placed.push(
        (await postOrder(t.app, session, checkoutBody([{ car: car!._id, quentity: 2 }]))).json().data,
      );
    const late = await buyers(onPostgres ? 6 : 3);
    const rounds = onPostgres ? 4 : 2;
    for (let round = 0; round < rounds; round++) {
      const responses = await Promise.all([
        ...placed.flatMap((o, i) => [
          setStatus(admins[0]!, o._id, (round + i) % 2 ? 'canceled' : 'processing'),
          setStatus(admins[1]!, o._id, (round + i) % 2 ? 'pending' : 'canceled'),
        ]),
        ...late.map(({ session }) =>
          postOrder(t.app, session, checkoutBody([{ car: car!._id, quentity: 1 }])),
        ),
      ]);
      expect(
        statuses(responses).every((code) => [200, 201, 409].includes(code)),
        JSON.stringify(statuses(responses)),
      ).toBe(true);
      const orders = (await listOrders(t.db, { limit: 100 })).items.filter(
        (o) => o.items[0]?.car._id === car!._id,
      );
      const held = orders
        .filter((o) => o.status !== 'canceled')
        .reduce((sum, o) => sum + o.items[0]!.quentity, 0);
      expect(await stock(car!)).toBe(initial - held);
      expect(await stock(car!)).toBeGreaterThanOrEqual(0);
    }
  });
});
