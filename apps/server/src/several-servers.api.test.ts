import { randomUUID } from 'node:crypto';
import type { Car } from '@carshop/contract/car';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../test/auth-helpers.ts';
import { jpegPicture, uploadPicture } from '../test/picture-helpers.ts';
import { authHeader, checkoutBody, createBuyer, postCar, postOrder } from '../test/shop-helpers.ts';
import { createSharedTestDatabase, createTestApp, testConfig } from '../test/test-app.ts';
import { type App, buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { cars, orderItems } from './db/schema.ts';
import { addCars } from './modules/cars/catalogue.service.ts';
import { createCar } from './seed/car-factory.ts';
import { renderDemoImage } from './seed/demo-images.ts';

/**
 * Several app servers on one PostgreSQL (issue 19), each with its own pool, its own caches and its own
 * LISTEN connection, as separate machines would have: what one server does, every other must see. Only on a
 * PostgreSQL server (TEST_DATABASE_URL); the embedded database has one server by construction.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const MAX_FAILURES = 4;
const overrides: Partial<Config> = {
  login: { maxFailures: MAX_FAILURES, windowSeconds: 600 },
  catalogueCacheMs: 60_000,
  // What DATABASE_URL picks by default: the pictures in the database every server shares (ADR 028).
  pictures: { store: 'database' },
};

type Server = { app: App; database: Database };
let shared: Awaited<ReturnType<typeof createSharedTestDatabase>>;
const running: Server[] = [];

async function startServer(extra: Partial<Config> = {}): Promise<Server> {
  const database = shared.connect();
  const app = await buildApp({ config: testConfig({ ...overrides, ...extra }), database, logger: false });
  await app.ready();
  const server = { app, database };
  running.push(server);
  return server;
}

async function stopServer(server: Server) {
  running.splice(running.indexOf(server), 1);
  await server.app.close();
  await server.database.close();
}

/**
 * Polls `probe` every 5 ms until it answers true; returns when the probe that saw it was sent, from now: how
 * soon a request saw the change, not how long that request then took (on a loaded machine a request alone can
 * take tens of milliseconds).
 */
async function msUntil(probe: () => Promise<boolean>, limitMs = 2000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const sentAt = performance.now();
    if (await probe()) return sentAt - started;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error(`not seen within ${limitMs} ms`);
}

describe.skipIf(!serverUrl)('several app servers on one PostgreSQL', () => {
  let a: Server;
  let b: Server;
  let admin: Session;

  beforeAll(async () => {
    shared = await createSharedTestDatabase(serverUrl as string);
    a = await startServer();
    b = await startServer();
    admin = await loginAs(a.app, await createUser(a.database.db, { role: 'admin' }));
  });
  afterAll(async () => {
    for (const server of [...running]) await stopServer(server);
    await shared?.drop();
  });

  const addCar = async (server: Server, fields: Partial<Car> = {}) => {
    const { _id: _, ...body } = { ...createCar(), ...fields } as Car & Record<string, unknown>;
    const response = await postCar(server.app, admin, { ...body, image: undefined });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Car;
  };
  const priceOn = async (server: Server, url: string, id: string) => {
    const body = (await server.app.inject({ url })).json();
    const cars: Car[] = Array.isArray(body.data) ? body.data : [body.data];
    return cars.find((car) => car._id === id)?.price;
  };

  it('a price change on one server is seen by the other within 100 ms: its list and its car', async () => {
    const car = await addCar(a, { brand: 'Signalled', price: 20_000 });
    const list = `/api/cars?searchTerm=Signalled&page=1&limit=12`;
    // B reads (and caches for a minute) the list before the change.
    expect(await priceOn(b, list, car._id)).toBe(20_000);
    const changed = await a.app.inject({
      method: 'PUT',
      url: `/api/cars/${car._id}`,
      headers: authHeader(admin),
      payload: { price: 18_500 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const seenMs = await msUntil(async () => (await priceOn(b, list, car._id)) === 18_500);
    expect(seenMs).toBeLessThan(100);
    expect(await priceOn(b, `/api/cars/${car._id}`, car._id)).toBe(18_500);
  });

  it('a picture uploaded on one server is served by the other, and a car made there may show it', async () => {
    const uploaded = await uploadPicture(a.app, admin, await jpegPicture());
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const url = uploaded.json().data.display_url as string;
    const onA = await a.app.inject({ method: 'GET', url });
    const onB = await b.app.inject({ method: 'GET', url });
    expect([onA.statusCode, onB.statusCode]).toEqual([200, 200]);
    expect(onB.rawPayload.equals(onA.rawPayload)).toBe(true);
    const car = await b.app.inject({
      method: 'POST',
      url: '/api/cars',
      headers: authHeader(admin),
      payload: { ...createCar(), _id: undefined, image: url },
    });
    expect(car.statusCode, car.body).toBe(201);
    // A server that joins later (its own empty disk) has the demo pictures and this one.
    const demo = await renderDemoImage(a.app.pictureStore, 'suv', 'red', '#b91c1c');
    const late = await startServer();
    for (const picture of [url, demo]) {
      expect((await late.app.inject({ method: 'GET', url: picture })).statusCode, picture).toBe(200);
    }
    await stopServer(late);
  });

  it('an order on one server drops the stock the other has cached', async () => {
    const car = await addCar(b, { brand: 'Stocked', quantity: 3 });
    const list = `/api/cars?searchTerm=Stocked&page=1&limit=12`;
    const quantityOn = async (server: Server) =>
      ((await server.app.inject({ url: list })).json().data as Car[]).find((c) => c._id === car._id)
        ?.quantity;
    expect(await quantityOn(b)).toBe(3);
    const buyer = await createBuyer(a.app, a.database.db);
    const order = await postOrder(a.app, buyer.session, checkoutBody([{ car: car._id, quentity: 2 }]));
    expect(order.statusCode, order.body).toBe(201);
    expect(await msUntil(async () => (await quantityOn(b)) === 1)).toBeLessThan(100);
  });

  it("a checkout on one server drops the bought car's answers on the other, and leaves the rest", async () => {
    const bought = await addCar(a, { brand: 'Bought', quantity: 3 });
    const other = await addCar(a, { brand: 'Untouched', model: 'As added', quantity: 3 });
    await new Promise((resolve) => setTimeout(resolve, 200)); // B has heard of both cars before it reads them
    const carOn = async (server: Server, id: string) =>
      (await server.app.inject({ url: `/api/cars/${id}` })).json().data as Car;
    const suvs = async () =>
      (await b.app.inject({ url: '/api/cars/facets' })).json().data.category.SUV as number;
    expect((await carOn(b, bought._id)).quantity).toBe(3);
    expect((await carOn(b, other._id)).model).toBe('As added');
    const counted = await suvs();
    // Behind the servers' backs (no change published): B shows these only if it drops what it keeps.
    await a.database.db.update(cars).set({ model: 'Renamed' }).where(eq(cars.id, other._id));
    await addCars(a.database.db, [createCar({ category: 'SUV' })]);

    const buyer = await createBuyer(a.app, a.database.db);
    const order = await postOrder(a.app, buyer.session, checkoutBody([{ car: bought._id, quentity: 2 }]));
    expect(order.statusCode, order.body).toBe(201);
    expect(await msUntil(async () => (await carOn(b, bought._id)).quantity === 1)).toBeLessThan(100);
    expect((await carOn(b, other._id)).model).toBe('As added');
    expect(await suvs()).toBe(counted);
  });

  it('the login limit holds across both servers and across a restart', async () => {
    const victim = await createUser(a.database.db);
    const guess = (server: Server) =>
      server.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: 'wrong-password-1' },
        remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
    // MAX_FAILURES guesses in all, alternating between the servers: each had only half, yet the next is refused.
    for (let i = 0; i < MAX_FAILURES; i++) expect((await guess(i % 2 ? b : a)).statusCode).toBe(400);
    expect((await guess(a)).statusCode).toBe(429);
    expect((await guess(b)).statusCode).toBe(429);
    // A server that restarts (or joins later) knows the count too.
    await stopServer(b);
    b = await startServer();
    const refused = await guess(b);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Even the right password waits: the account is locked for the window, whichever server is asked.
    const right = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password: victim.password },
    });
    expect(right.statusCode).toBe(429);
  });

  it('terminating every app connection during checkouts crashes nothing and loses no order', async () => {
    const start = 40;
    const car = await addCar(a, { brand: 'Outage', quantity: start });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => createBuyer(a.app, a.database.db)));
    const killer = new pg.Client({ connectionString: serverUrl });
    await killer.connect();
    const terminateAll = () =>
      killer.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
        [shared.name],
      );
    const codes: number[] = [];
    const rounds = Array.from({ length: 3 }, async (_, round) => {
      const orders = buyers.map((buyer, i) =>
        postOrder(
          (i + round) % 2 ? b.app : a.app,
          buyer.session,
          checkoutBody([{ car: car._id, quentity: 1 }]),
          {
            'idempotency-key': randomUUID(),
          },
        ),
      );
      if (round === 1) await terminateAll();
      for (const answer of await Promise.all(orders)) codes.push(answer.statusCode);
    });
    await Promise.all(rounds);
    await terminateAll();
    // During the outage: a 503 that says to come back, never a 404 for a car that exists.
    const during = await a.app.inject({ url: `/api/cars/${car._id}` });
    expect([200, 503]).toContain(during.statusCode);
    if (during.statusCode === 503) expect(during.headers['retry-after']).toBe('5');
    await killer.end();

    expect(
      codes.every((code) => code === 201 || code === 503),
      JSON.stringify(codes),
    ).toBe(true);
    // Both servers recovered by themselves, and stock + ordered = start.
    for (const server of [a, b]) {
      const health = await msUntil(
        async () => (await server.app.inject({ url: '/api/health' })).statusCode === 200,
        10_000,
      );
      expect(health).toBeLessThan(10_000);
    }
    const quantity = ((await b.app.inject({ url: `/api/cars/${car._id}` })).json().data as Car).quantity;
    const [row] = await a.database.db
      .select({ n: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.carId, car._id));
    const sold = row?.n ?? -1;
    expect(codes.filter((code) => code === 201)).toHaveLength(sold);
    expect(quantity + sold).toBe(start);
  });
});

/** The same limit with the counters in Redis (REDIS_URL): with TEST_REDIS_URL, on either database. */
describe.skipIf(!process.env.TEST_REDIS_URL)('the login limit in Redis', () => {
  it('holds across two apps and a restart', async () => {
    const redis = { url: process.env.TEST_REDIS_URL, keyPrefix: `test-${randomUUID()}` };
    const first = await createTestApp({ ...overrides, redis });
    const victim = await createUser(first.db);
    const guess = (app: App) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: victim.email, password: 'wrong-password-1' },
      });
    for (let i = 0; i < MAX_FAILURES; i++) expect((await guess(first.app)).statusCode).toBe(400);
    expect((await guess(first.app)).statusCode).toBe(429);
    await first.app.close();
    // Another app (its own database even): the counter is Redis's, so the lock holds.
    const second = await createTestApp({ ...overrides, redis });
    const refused = await guess(second.app);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    await second.close();
    await first.database.close();
  });
});
