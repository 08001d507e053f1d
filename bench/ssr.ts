// Server-rendered pages under load: the car detail page (HTML rendered by the web app's server bundle, kept
// per URL for CATALOGUE_CACHE_MS and dropped on car writes) against baselines measured in the same run on the
// same server: /api/health (the cheapest answer) and the car's JSON (/api/cars/:id).
//
//   npm run build && node_modules/.bin/node bench/ssr.ts      (budget: >= 1000 req/s, p99 < 100 ms)
//
// The production server runs in its own process on a fresh embedded database with the demo data; the load
// comes from a worker thread of this process (bench/lib/load-generator.ts).
import { type LoadResult, runLoad } from './lib/load-generator.ts';
import { startProdServer } from './lib/prod-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4391);
const CONNECTIONS = 50;
const SECONDS = 10;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br, gzip' };

setTimeout(() => {
  console.error('Benchmark took over 3 minutes: stopping');
  process.exit(1);
}, 180_000).unref();

const server = await startProdServer(PORT);
try {
  const cars = (await (await fetch(`${server.base}/api/cars?page=1&limit=1`)).json()) as {
    data: { _id: string }[];
  };
  const id = cars.data[0]!._id;

  // One render without a cached page (a query string of its own makes its own cache entry).
  const cold: number[] = [];
  for (let i = 0; i < 20; i++) {
    const started = performance.now();
    const response = await fetch(`${server.base}/products/${id}?cold=${i}`, { headers: HTML });
    await response.text();
    if (response.status !== 200) throw new Error(`detail page answered ${response.status}`);
    cold.push(performance.now() - started);
  }
  cold.sort((a, b) => a - b);

  const run = async (path: string, headers: Record<string, string> = {}) => {
    const url = `${server.base}${path}`;
    await runLoad({ url, connections: CONNECTIONS, seconds: 2, scripts: [{ headers }] }); // warm-up
    return runLoad({ url, connections: CONNECTIONS, seconds: SECONDS, scripts: [{ headers }] });
  };
  const results: [string, LoadResult][] = [
    ['GET /api/health (baseline)', await run('/api/health')],
    ['GET /api/cars/:id (JSON)', await run(`/api/cars/${id}`)],
    ['GET /products/:id (server-rendered HTML)', await run(`/products/${id}`, HTML)],
  ];

  const rate = (r: LoadResult) => r.requests / r.seconds;
  console.log(
    `${new Date().toISOString().slice(0, 10)}: ${CONNECTIONS} connections, ${SECONDS} s each, one server process`,
  );
  console.log(
    `uncached render of the detail page (20 sequential requests): median ${cold[10]!.toFixed(1)} ms, max ${cold.at(-1)!.toFixed(1)} ms`,
  );
  for (const [label, r] of results) {
    console.log(
      `  ${label.padEnd(42)} ${rate(r).toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  ` +
        `p99 ${r.p99.toFixed(1).padStart(6)} ms  errors ${r.errors}`,
    );
  }
  const page = results[2]![1];
  const ok = rate(page) >= 1000 && page.p99 < 100 && page.errors === 0;
  console.log(
    `\nDetail page: ${rate(page).toFixed(0)} req/s, p99 ${page.p99.toFixed(1)} ms: ${ok ? 'within' : 'OVER'} the budget (>= 1000 req/s, p99 < 100 ms)`,
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await server.stop();
}
