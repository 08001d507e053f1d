// Server-rendered pages under load: the car detail page (HTML rendered by the web app's server bundle, kept
// per origin and page address for CATALOGUE_CACHE_MS and dropped on car writes) against baselines measured in
// the same run on the same server: /api/health (the cheapest answer) and the car's JSON (/api/cars/:id). Then
// the attacks of issue 17 (ADR 025), each against the cached page of the same run:
// - 200 distinct junk query strings on the detail page (budget: at most 2x the cost of the one cached URL);
// - a flood of addresses no cache can hold (unknown cars, catalogue searches, unknown paths) at 100 connections,
//   while a few connections ask /api/health (budget: health p99 < 100 ms, the server under a memory ceiling).
//
//   npm run build && node_modules/.bin/node bench/ssr.ts      (budget: >= 1000 req/s, p99 < 100 ms)
//
// The production server runs in its own process on a fresh embedded database with the demo data; the load
// comes from autocannon in processes of their own (bench/lib/http-load.ts). The same client drives a bare Node
// server sending the cached page's bytes, and the fastest figure must be at most 1/1.5 of that, or the figures
// are said to be bound by the client.
import { randomUUID } from 'node:crypto';
import { answerOf } from './lib/bare-server.ts';
import { clientCheck, clientOnBare, rate, runHttpLoad } from './lib/http-load.ts';
import type { LoadResult } from './lib/load-generator.ts';
import { startProdServer } from './lib/prod-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const CONNECTIONS = 50;
const FLOOD_CONNECTIONS = 100;
const SECONDS = 10;
/** The process's resident memory may grow by at most this much during the flood (PAGE_CACHE_MB is 64). */
const MEMORY_GROWTH_CEILING_MB = 256;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br, gzip' };

setTimeout(() => {
  console.error('Benchmark took over 4 minutes: stopping');
  process.exit(1);
}, 240_000).unref();

const server = await startProdServer(PORT);
try {
  const cars = (await (await fetch(`${server.base}/api/cars?page=1&limit=20`)).json()) as {
    data: { _id: string }[];
  };
  const id = cars.data[0]!._id;

  // One render per car without a cached page (each car's page is rendered once, then kept).
  const cold: number[] = [];
  for (const car of cars.data) {
    const started = performance.now();
    const response = await fetch(`${server.base}/products/${car._id}`, { headers: HTML });
    await response.text();
    if (response.status !== 200) throw new Error(`detail page answered ${response.status}`);
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);

  const run = (path: string, headers: Record<string, string> = {}, paths?: string[]) =>
    runHttpLoad(
      { url: `${server.base}${path}`, connections: CONNECTIONS, seconds: SECONDS, headers, paths },
      { warmupSeconds: 2 },
    );
  const junk = Array.from({ length: 200 }, (_, i) => `/products/${id}?utm_source=${randomUUID()}&x=${i}`);
  const results: [string, LoadResult][] = [
    ['GET /api/health (baseline)', await run('/api/health')],
    ['GET /api/cars/:id (JSON)', await run(`/api/cars/${id}`)],
    ['GET /products/:id (server-rendered HTML)', await run(`/products/${id}`, HTML)],
    ['GET /products/:id?<200 junk query strings>', await run(`/products/${id}`, HTML, junk)],
  ];

  // The flood: every request an address of its own that no cache can answer.
  const rssBefore = server.rssMb();
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, server.rssMb());
  }, 100);
  // BENCH_FLOOD picks one kind (cars, searches, paths) to see what each costs; by default a mix of the three, in
  // turn. Every request gets fresh random parts ({uuid}), so no cache holds any of them.
  const kinds = {
    cars: '/products/{uuid}',
    searches: '/all-product?searchTerm={uuid8}',
    paths: '/{uuid}/x',
  };
  const only = kinds[process.env.BENCH_FLOOD as keyof typeof kinds] as string | undefined;
  const mix = Object.values(kinds);
  const [flood, health] = await Promise.all([
    runHttpLoad(
      {
        url: `${server.base}/`,
        connections: FLOOD_CONNECTIONS,
        seconds: SECONDS,
        // A refused render (503) is the bound working; 404 is the answer for unknown cars and paths.
        expectStatus: [200, 404, 503],
        headers: HTML,
        freshPaths: only ? [only] : mix,
      },
      { warmupSeconds: 0 },
    ),
    runHttpLoad({ url: `${server.base}/api/health`, connections: 4, seconds: SECONDS }, { warmupSeconds: 0 }),
  ]);
  clearInterval(sampler);

  // The client against a bare Node server sending the cached page's bytes (the largest, fastest answer here).
  const page = results[2]![1];
  const capacity = await clientOnBare(await answerOf(`${server.base}/products/${id}`, HTML), {
    connections: CONNECTIONS,
    seconds: SECONDS,
    headers: HTML,
  });
  console.log(
    `${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections, ${SECONDS} s each, one server process`,
  );
  console.log(
    `uncached render of the detail page (${cold.length} cars, one request each): median ${cold[Math.floor(cold.length / 2)]!.toFixed(1)} ms, max ${cold.at(-1)!.toFixed(1)} ms`,
  );
  for (const [label, r] of results) {
    console.log(
      `  ${label.padEnd(46)} ${rate(r).toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  ` +
        `p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}`,
    );
  }
  console.log(
    `  flood of uncached addresses, ${FLOOD_CONNECTIONS} connections      ${rate(flood).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${flood.p50.toFixed(1).padStart(6)} ms  p99 ${flood.p99.toFixed(1).padStart(6)} ms  5xx ${flood.serverErrors} (503: render bound)`,
  );
  console.log(
    `  GET /api/health during the flood (4 conns)    ${rate(health).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${health.p50.toFixed(1).padStart(6)} ms  p99 ${health.p99.toFixed(1).padStart(6)} ms  errors ${health.errors}`,
  );
  console.log(
    `  server memory (RSS): ${rssBefore.toFixed(0)} MB before the flood, peak ${rssPeak.toFixed(0)} MB ` +
      `(+${(rssPeak - rssBefore).toFixed(0)} MB; ceiling +${MEMORY_GROWTH_CEILING_MB} MB)`,
  );
  console.log(
    `  ${
      clientCheck(
        capacity,
        results.map(([, r]) => r),
      ).line
    }`,
  );

  const junkPage = results[3]![1];
  const junkCost = rate(page) / rate(junkPage);
  const checks: [string, boolean][] = [
    [
      `Detail page: ${rate(page).toFixed(0)} req/s, p99 ${page.p99.toFixed(1)} ms (>= 1000 req/s, p99 < 100 ms)`,
      rate(page) >= 1000 && page.p99 < 100 && page.errors === 0,
    ],
    [
      `Junk query strings cost ${junkCost.toFixed(2)}x the cached URL (at most 2x)`,
      junkCost <= 2 && junkPage.errors === 0,
    ],
    [
      `/api/health p99 during the flood: ${health.p99.toFixed(1)} ms (under 100 ms)`,
      health.p99 < 100 && health.errors === 0,
    ],
    [
      `Memory growth during the flood: ${(rssPeak - rssBefore).toFixed(0)} MB (under ${MEMORY_GROWTH_CEILING_MB} MB)`,
      rssPeak - rssBefore < MEMORY_GROWTH_CEILING_MB,
    ],
  ];
  console.log('');
  for (const [label, ok] of checks) console.log(`${ok ? 'within' : 'OVER  '}  ${label}`);
  process.exitCode = checks.every(([, ok]) => ok) ? 0 : 1;
} finally {
  await server.stop();
}
