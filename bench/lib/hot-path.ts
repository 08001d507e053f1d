// The hot path on the embedded database (issue 19, ADR 029): GET /api/cars/:id and a filtered catalogue page,
// each against a bare Node server sending the same bytes in the same run (budget: at least 0.5 of it), and what
// the request logs cost (the same car with LOG_LEVEL=info, JSON lines to /dev/null, against no logs).
// Part of `npm run bench:catalogue`; on its own: node_modules/.bin/node bench/lib/hot-path.ts
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { connectPglite } from '../../apps/server/src/db/client.ts';
import { createLocalPictureStore } from '../../apps/server/src/modules/uploads/service.ts';
import { seedDemoData } from '../../apps/server/src/seed/seed.ts';
import { type LoadResult, runLoad } from './load-generator.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const LIST_URL = '/api/cars?page=1&limit=6&category=SUV&sort=price';

/** A bare Node server answering `bytes` to every request, as JSON. */
async function bare(bytes: Buffer) {
  const server = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': bytes.length,
    });
    response.end(bytes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/` };
}

const run = async (url: string) => {
  await runLoad({ url, connections: CONNECTIONS, seconds: 1 }); // warm-up
  return runLoad({ url, connections: CONNECTIONS, seconds: SECONDS });
};
const rate = (r: LoadResult) => r.requests / r.seconds;
const line = (label: string, r: LoadResult, baseline?: LoadResult, of = 'bare') =>
  console.log(
    `  ${label.padEnd(34)} ${rate(r).toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(1).padStart(6)} ms  ` +
      `p99 ${r.p99.toFixed(1).padStart(6)} ms${baseline ? `  ${(rate(r) / rate(baseline)).toFixed(2)}x ${of}` : ''}  errors ${r.errors}`,
  );

/** An app on a seeded in-memory embedded database, listening on loopback; `logs`: request logs at info to /dev/null. */
async function startShop(dataDir: string, logs: boolean) {
  const database = await connectPglite(undefined);
  await database.migrate();
  await seedDemoData(database.db, { pictures: createLocalPictureStore(path.join(dataDir, 'uploads')) });
  const env = { NODE_ENV: 'production', LOG_LEVEL: logs ? 'info' : 'silent', DATA_DIR: dataDir } as const;
  const config = { ...loadConfig(env), jwtSecret: randomBytes(48).toString('hex') };
  const logger = logs ? { stream: fs.createWriteStream('/dev/null') } : false;
  const app = await buildApp({ config, database, logger });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
  const list = await (await fetch(`${base}/api/cars?page=1&limit=1`)).json();
  return {
    base,
    detailUrl: `/api/cars/${list.data[0]._id}`,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export async function measureHotPath() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-hot-'));
  const shop = await startShop(dataDir, false);
  try {
    console.log(`\nThe hot path on the embedded database, ${CONNECTIONS} connections, ${SECONDS} s each`);
    let worst = Number.POSITIVE_INFINITY;
    for (const [label, url] of [
      ['GET /api/cars/:id', shop.detailUrl],
      [`GET ${LIST_URL}`, LIST_URL],
    ] as const) {
      const bytes = Buffer.from(await (await fetch(`${shop.base}${url}`)).arrayBuffer());
      const baseline = await bare(bytes);
      try {
        const b = await run(baseline.url);
        const a = await run(`${shop.base}${url}`);
        console.log(`${label} (${bytes.length} bytes)`);
        line('bare Node server, same bytes', b);
        line('the shop', a, b);
        worst = Math.min(worst, rate(a) / rate(b));
      } finally {
        baseline.server.close();
      }
    }
    console.log(
      `  ${worst >= 0.5 ? 'within' : 'OVER'}: worst ratio ${worst.toFixed(2)} (budget: at least 0.5 of bare)`,
    );
    const logged = await startShop(dataDir, true);
    try {
      const withLogs = await run(`${logged.base}${logged.detailUrl}`);
      const again = await run(`${shop.base}${shop.detailUrl}`);
      console.log(
        'Request logs: GET /api/cars/:id with a JSON line per request (LOG_LEVEL=info) against none',
      );
      line('no request logs', again);
      line('request logs at info', withLogs, again, 'without logs');
    } finally {
      await logged.close();
    }
  } finally {
    await shop.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.main) await measureHotPath();
