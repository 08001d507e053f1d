// Scale benchmark (issue 19): list, car, rendered page and checkout through nginx (deploy/nginx.conf) with 1, 2
// and 3 app servers (real processes) on one PostgreSQL database, each figure with the same run's baseline: one
// server asked directly, no balancer. Run: npm run bench:scale (needs nginx and the web build: npm run build).
// Uses a throw-away database on TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_ADMIN } from '../apps/server/src/lib/demo-accounts.ts';
import { freePort, startNginx } from '../apps/server/test/nginx.ts';
import { type ServerProcess, startServer } from '../apps/server/test/server-process.ts';
import { dropDatabase } from './lib/databases.ts';
import { type LoadResult, runLoad } from './lib/load-generator.ts';

const CONNECTIONS = 32;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const BUYERS = 16;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

setTimeout(() => {
  console.error('Benchmark took over 6 minutes: stopping');
  process.exit(1);
}, 360_000).unref();

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-bench-scale-'));
fs.chmodSync(root, 0o755);
const name = `carshop_bench_${randomUUID().replaceAll('-', '')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const jwtSecret = randomBytes(48).toString('hex');
const ports = [await freePort(), await freePort(), await freePort()];
const servers: ServerProcess[] = [];
const env = (port: number) => ({
  DATABASE_URL: url.toString(),
  JWT_SECRET: jwtSecret,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  TRUST_PROXY: '1',
  REGISTRATIONS_PER_HOUR: '1000',
  // Each buyer keeps ordering: the fair-use cap on open orders is lifted for the benchmark.
  MAX_OPEN_UNITS_PER_CUSTOMER: '0',
  LOG_LEVEL: 'warn',
});

async function post(base: string, pathname: string, body: unknown, token?: string) {
  const response = await fetch(`${base}${pathname}`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  });
  const answer = (await response.json()) as { data: unknown };
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}
const tokenOf = (data: unknown) =>
  typeof data === 'string' ? data : (data as { accessToken: string }).accessToken;

type Target = { label: string; load: (base: string) => Promise<LoadResult> };

try {
  servers.push(await startServer(path.join(root, 'server-0'), env(ports[0]!)));
  const first = servers[0]!.url;
  const adminToken = tokenOf(await post(first, '/api/auth/login', DEMO_ADMIN));
  const car = (await post(
    first,
    '/api/cars',
    {
      brand: 'Bench',
      model: 'Scale',
      year: 2024,
      price: 30_000,
      category: 'SUV',
      description: 'The car every benchmark buyer buys.',
      quantity: 100_000,
    },
    adminToken,
  )) as { _id: string };
  const buyers: string[] = [];
  for (let i = 0; i < BUYERS; i++) {
    const email = `bench-${randomUUID()}@example.com`;
    await post(first, '/api/auth/register', { name: 'Bench Buyer', email, password: 'password-123' });
    buyers.push(tokenOf(await post(first, '/api/auth/login', { email, password: 'password-123' })));
  }
  const order = JSON.stringify({
    name: 'Bench Buyer',
    email: 'bench@example.com',
    phone: '+880 1712 345678',
    address: '12 Lake Road, Dhaka',
    items: [{ car: car._id, quentity: 1 }],
  });

  const get = (pathname: string) => (base: string) =>
    runLoad({ url: `${base}${pathname}`, connections: CONNECTIONS, seconds: SECONDS });
  const targets: Target[] = [
    { label: 'GET /api/cars (a filtered page)', load: get('/api/cars?page=1&limit=6&category=SUV') },
    { label: 'GET /api/cars/:id', load: get(`/api/cars/${car._id}`) },
    { label: 'GET /products/:id (rendered)', load: get(`/products/${car._id}`) },
    {
      label: 'POST /api/orders (checkout)',
      load: (base) =>
        runLoad({
          url: `${base}/api/orders`,
          method: 'POST',
          connections: BUYERS,
          seconds: SECONDS,
          expectStatus: 201,
          scripts: buyers.map((token) => ({ headers: { authorization: token }, bodies: [order] })),
        }),
    },
  ];
  const measure = async (base: string) => {
    const results: LoadResult[] = [];
    for (const target of targets) {
      await target.load(base); // warm-up (caches, JIT, pooled connections)
      results.push(await target.load(base));
    }
    return results;
  };
  const rate = (r: LoadResult) => r.requests / r.seconds;

  console.log(
    `Through nginx (deploy/nginx.conf) to 1, 2 and 3 app servers on one PostgreSQL; ${CONNECTIONS} connections ` +
      `(checkout: ${BUYERS} buyers), ${SECONDS} s each, on ${os.availableParallelism()} cores shared by everything`,
  );
  const baseline = await measure(first);
  const rows: string[][] = targets.map((target, i) => [target.label, `${rate(baseline[i]!).toFixed(0)}`]);
  for (const count of [1, 2, 3]) {
    while (servers.length < count) {
      servers.push(
        await startServer(path.join(root, `server-${servers.length}`), env(ports[servers.length]!)),
      );
    }
    const nginx = await startNginx(path.join(root, `nginx-${count}`), ports.slice(0, count));
    try {
      const results = await measure(nginx.url);
      results.forEach((r, i) => {
        rows[i]!.push(
          `${rate(r).toFixed(0)} (${(rate(r) / rate(baseline[i]!)).toFixed(2)}x, p99 ${r.p99.toFixed(0)} ms${
            r.errors ? `, ${r.errors} errors` : ''
          })`,
        );
      });
    } finally {
      await nginx.stop();
    }
  }
  const header = ['req/s', 'one server, direct', '1 server via nginx', '2 servers', '3 servers'];
  const widths = header.map((_, c) => Math.max(...[header, ...rows].map((row) => row[c]!.length)));
  for (const row of [header, ...rows])
    console.log(`  ${row.map((cell, c) => cell.padEnd(widths[c]!)).join('  ')}`);
  // Every order placed took its car from the stock, through whichever server.
  const check = new pg.Client({ connectionString: url.toString() });
  await check.connect();
  const {
    rows: [sums],
  } = await check.query(
    `select (select quantity from cars where id = $1) + (select coalesce(sum(quantity), 0) from order_items where car_id = $1) as total,
            (select count(*) from order_items where car_id = $1)::int as orders`,
    [car._id],
  );
  await check.end();
  console.log(`  stock + ordered = ${sums.total} (started at 100000) after ${sums.orders} orders`);
} finally {
  for (const server of servers) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await dropDatabase(admin, name);
  await admin.end();
  fs.rmSync(root, { recursive: true, force: true });
}
