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
import { answerOf, type BareAnswer } from './lib/bare-server.ts';
import { dropDatabase } from './lib/databases.ts';
import { clientCheck, clientOnBare, runHttpLoad } from './lib/http-load.ts';
import { type LoadResult, runLoad, runLoadOnBare } from './lib/load-generator.ts';

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
  // Each buyer keeps ordering, all from one address and delivery: the fair-use caps are lifted for the benchmark.
  MAX_OPEN_UNITS_PER_CUSTOMER: '0',
  MAX_OPEN_UNITS_PER_ADDRESS: '0',
  MAX_OPEN_UNITS_PER_DELIVERY: '0',
  MAX_OPEN_UNITS_UNVERIFIED: '0',
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

type Target = {
  label: string;
  load: (base: string) => Promise<LoadResult>;
  /** What the client drives a bare Node server sending this target's answer to (clientCheck). */
  client: (answer: BareAnswer) => Promise<LoadResult>;
  /** A path and headers whose answer the bare server sends; POST targets send their own. */
  answer: (base: string) => Promise<BareAnswer>;
};

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

  const get = (label: string, pathname: string): Target => ({
    label,
    load: (base) =>
      runHttpLoad(
        { url: `${base}${pathname}`, connections: CONNECTIONS, seconds: SECONDS },
        { warmupSeconds: 2 },
      ),
    client: (answer) => clientOnBare(answer, { connections: CONNECTIONS, seconds: SECONDS }),
    answer: (base) => answerOf(`${base}${pathname}`),
  });
  // Checkout keeps the hand-written generator: each connection is a buyer with a session of its own.
  const checkout = {
    method: 'POST' as const,
    connections: BUYERS,
    seconds: SECONDS,
    expectStatus: 201,
    scripts: buyers.map((token) => ({ headers: { authorization: token }, bodies: [order] })),
  };
  const targets: Target[] = [
    get('GET /api/cars (a filtered page)', '/api/cars?page=1&limit=6&category=SUV'),
    get('GET /api/cars/:id', `/api/cars/${car._id}`),
    get('GET /products/:id (rendered)', `/products/${car._id}`),
    {
      label: 'POST /api/orders (checkout)',
      load: async (base) => {
        await runLoad({ ...checkout, url: `${base}/api/orders`, seconds: 1 }); // warm-up
        return runLoad({ ...checkout, url: `${base}/api/orders` });
      },
      client: (answer) => runLoadOnBare({ ...checkout, url: 'http://127.0.0.1:1/' }, answer),
      answer: async (base) => {
        const response = await fetch(`${base}/api/orders`, {
          method: 'POST',
          body: order,
          headers: { 'content-type': 'application/json', authorization: buyers[0]! },
        });
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          headers[name] = value;
        });
        return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) };
      },
    },
  ];
  const measure = async (base: string) => {
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await target.load(base));
    return results;
  };
  const rate = (r: LoadResult) => r.requests / r.seconds;

  console.log(
    `Through nginx (deploy/nginx.conf) to 1, 2 and 3 app servers on one PostgreSQL; ${CONNECTIONS} connections ` +
      `(checkout: ${BUYERS} buyers), ${SECONDS} s each, on ${os.availableParallelism()} cores shared by everything`,
  );
  const baseline = await measure(first);
  const all: LoadResult[][] = [];
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
      all.push(results);
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
  // The client against a bare Node server sending each target's answer, beside the fastest figure of its row.
  const fastest = targets.map((_, i) => [baseline[i]!, ...all.map((results) => results[i]!)]);
  for (const [i, target] of targets.entries()) {
    const capacity = await target.client(await target.answer(first));
    rows[i]!.push(clientCheck(capacity, fastest[i]!).ok ? 'ok' : 'BOUND BY THE CLIENT');
    console.log(`  ${target.label}: ${clientCheck(capacity, fastest[i]!).line}`);
  }
  const header = [
    'req/s',
    'one server, direct',
    '1 server via nginx',
    '2 servers',
    '3 servers',
    'client check',
  ];
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
