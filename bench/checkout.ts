// Checkout benchmark: POST /api/orders from 20 concurrent buyers, each with their own account and session, on
// PostgreSQL and on the embedded PGlite. Prints throughput, p50/p99 and error counts, then checks that the stock
// and the orders add up. Run: npm run bench:checkout (or node_modules/.bin/node bench/checkout.ts)
// PostgreSQL: a throw-away database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
// Budget: zero 5xx, p99 under 200 ms at 20 buyers.
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { connectPglite, connectPostgres, type Database } from '../apps/server/src/db/client.ts';
import { hashPassword } from '../apps/server/src/lib/password.ts';
import { addCars, getCar } from '../apps/server/src/modules/cars/catalogue.service.ts';
import { listOrders } from '../apps/server/src/modules/orders/order-reads.service.ts';
import { createUser } from '../apps/server/src/modules/users/service.ts';
import { createCar } from '../apps/server/src/seed/car-factory.ts';
import { dropDatabase } from './lib/databases.ts';
import { clientCheck } from './lib/http-load.ts';
import { type ConnectionScript, type LoadResult, runLoad, runLoadOnBare } from './lib/load-generator.ts';

const BUYERS = 20;
const CARS = 40;
const STOCK = 1_000_000;
const SECONDS = 5;
const P99_BUDGET_MS = 200;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// A hard stop, so a hung run can never hold the machine for long.
setTimeout(() => {
  console.error('Benchmark took over 3 minutes: stopping');
  process.exit(1);
}, 180_000).unref();

/** Each buyer's carts: 1 to 3 lines of 1 or 2 cars, drawn once so every run sends the same load. */
function carts(carIds: string[], buyer: number): string[] {
  let seed = buyer + 1;
  const next = () => {
    seed = (seed * 48_271) % 2_147_483_647;
    return seed;
  };
  return Array.from({ length: 50 }, () => {
    const lines = 1 + (next() % 3);
    const items = Array.from({ length: lines }, () => ({
      car: carIds[next() % carIds.length]!,
      quentity: 1 + (next() % 2),
    }));
    return JSON.stringify({
      name: `Buyer ${buyer}`,
      email: `buyer${buyer}@example.com`,
      phone: '+880 1712 345678',
      address: '12 Lake Road, Dhaka',
      items,
      totalPrice: 0,
    });
  });
}

async function run(label: string, database: Database, dataDir: string) {
  await database.migrate();
  const env = { NODE_ENV: 'production', LOG_LEVEL: 'silent', DATA_DIR: dataDir } as const;
  // Each buyer keeps ordering, all from one address and delivery: the fair-use caps on open orders
  // (MAX_OPEN_UNITS_PER_CUSTOMER, _PER_ADDRESS, _PER_DELIVERY, _UNVERIFIED) are lifted here.
  const config = {
    ...loadConfig(env),
    jwtSecret: randomBytes(48).toString('hex'),
    maxOpenUnitsPerCustomer: 0,
    maxOpenUnitsPerAddress: 0,
    maxOpenUnitsPerDelivery: 0,
    maxOpenUnitsUnverified: 0,
  };
  const app = await buildApp({ config, database, logger: false });
  try {
    const cars = await addCars(
      database.db,
      Array.from({ length: CARS }, (_, i) =>
        createCar({ model: `Bench ${i}`, quantity: STOCK, price: 10_000 + i }),
      ),
    );
    const passwordHash = await hashPassword('bench-password');
    const scripts: ConnectionScript[] = [];
    for (let buyer = 0; buyer < BUYERS; buyer++) {
      const email = `buyer${buyer}-${randomUUID().slice(0, 8)}@example.com`;
      await createUser(database.db, {
        name: `Buyer ${buyer}`,
        email,
        passwordHash,
        role: 'customer',
        status: 'active',
      });
      // A real session per buyer: logged in through the API.
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: 'bench-password' },
      });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      scripts.push({
        headers: { authorization: login.json().data },
        bodies: carts(
          cars.map((car) => car._id),
          buyer,
        ),
      });
    }
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const job = {
      url: `http://127.0.0.1:${port}/api/orders`,
      connections: BUYERS,
      method: 'POST' as const,
      scripts,
      expectStatus: 201,
    };
    await runLoad({ ...job, seconds: 1 }); // warm-up
    const result = await runLoad({ ...job, seconds: SECONDS });
    // The client (each buyer's session and carts: Node's http client, bench/lib/load-generator.ts) against a bare
    // Node server answering a real checkout's bytes: the figure must be at most 1/1.5 of what it drives there.
    const sample = await app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { ...scripts[0]!.headers, 'content-type': 'application/json' },
      payload: scripts[0]!.bodies![0]!,
    });
    const headers = Object.fromEntries(
      Object.entries(sample.headers).map(([name, value]) => [name, String(value)]),
    );
    const capacity = await runLoadOnBare(
      { ...job, seconds: SECONDS },
      { status: sample.statusCode, headers, body: sample.rawPayload },
    );
    await check(
      database,
      cars.map((car) => car._id),
    );
    return { label, result, client: clientCheck(capacity, [result]).line };
  } finally {
    await app.close();
  }
}

/** Every unit that left the stock is in exactly one order line. */
async function check(database: Database, carIds: string[]) {
  const cars = await Promise.all(carIds.map((id) => getCar(database.db, id)));
  const taken = cars.reduce((sum, car) => sum + (STOCK - car.quantity), 0);
  let ordered = 0;
  let page = 1;
  for (;;) {
    const { items: orders, meta } = await listOrders(database.db, { page, limit: 100 });
    for (const order of orders) for (const item of order.items) ordered += item.quentity;
    if (page >= meta.totalPage) break;
    page += 1;
  }
  if (taken !== ordered) {
    throw new Error(`Stock and orders disagree: ${taken} units taken, ${ordered} ordered`);
  }
}

function report(results: { label: string; result: LoadResult; client: string }[]) {
  console.log(`\nPOST /api/orders, ${BUYERS} buyers (one account and session each), ${SECONDS} s each`);
  for (const { label, result: r } of results) {
    const rate = r.requests / r.seconds;
    console.log(
      `  ${label.padEnd(22)} ${rate.toFixed(0).padStart(5)} orders/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  ` +
        `p99 ${r.p99.toFixed(1).padStart(6)} ms  non-201 ${r.errors}  5xx ${r.serverErrors}`,
    );
  }
  for (const { label, client } of results) console.log(`  ${label}: ${client}`);
  console.log(`  budget: zero 5xx, p99 under ${P99_BUDGET_MS} ms; stock and orders checked to add up`);
  console.log(
    `  load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${os.cpus().length} cores`,
  );
}

async function postgres() {
  const name = `carshop_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-bench-'));
  // The app's default pool size (10), as a deployment would run it.
  const database = connectPostgres(url.toString());
  try {
    return await run('PostgreSQL', database, dataDir);
  } finally {
    await database.close();
    await dropDatabase(admin, name);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pglite() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-bench-'));
  // On disk, as `npm start` runs it.
  const database = await connectPglite(path.join(dataDir, 'db'));
  try {
    return await run('PGlite (embedded)', database, dataDir);
  } finally {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await postgres(), await pglite()];
report(results);
if (results.some(({ result }) => result.serverErrors > 0 || result.p99 > P99_BUDGET_MS)) process.exitCode = 1;
