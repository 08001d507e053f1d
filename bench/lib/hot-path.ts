// The hot path as `npm start` serves it (issue 19, ADR 029, ADR 039): GET /api/cars/:id and a filtered catalogue
// page from the production server in its own process (the production build, NODE_ENV=production, the embedded
// database with the demo data, request logs at LOG_LEVEL=info as written there: JSON lines to a stdout that is
// a pipe, read and dropped by this process as a process manager would), each against a bare Node server in its
// own process sending the same bytes with the same headers, in the same run (budget: at least 0.5 of it). The
// load comes from autocannon in a third process; the bare server's figure is also the client's capacity check.
//
//   npm run build && npm run bench:hot-path            (also the last part of `npm run bench:catalogue`)
//
// BENCH_SECONDS (default 5) per figure; BENCH_ROUNDS (default 2) measures each pair that many times, alternating;
// BENCH_LOG_LEVEL (default info) the server's LOG_LEVEL; BENCH_CPU_PROF=<dir> writes the server's CPU profile there
// (node --cpu-prof) when it stops.
import os from 'node:os';
import { freePort } from '../../apps/server/test/nginx.ts';
import { answerOf, startBareServer } from './bare-server.ts';
import { clientCheck, rate, runHttpLoad } from './http-load.ts';
import type { LoadResult } from './load-generator.ts';
import { cpuMs, startProdServer } from './prod-server.ts';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'info';
const LIST_URL = '/api/cars?page=1&limit=6&category=SUV&sort=price';
const BUDGET = 0.5;

/** A run's figures, with the server's CPU time per request (µs) over the run. */
type Measured = LoadResult & { cpuUs: number };

async function measure(url: string, cpu: () => number): Promise<Measured> {
  const job = { url, connections: CONNECTIONS };
  await runHttpLoad({ ...job, seconds: 1 }, { warmupSeconds: 0 });
  const before = cpu();
  const result = await runHttpLoad({ ...job, seconds: SECONDS }, { warmupSeconds: 0 });
  return { ...result, cpuUs: ((cpu() - before) * 1000) / result.requests };
}

const line = (label: string, r: Measured, baseline?: Measured) =>
  console.log(
    `  ${label.padEnd(30)} ${rate(r).toFixed(0).padStart(7)} req/s  p50 ${r.p50.toFixed(2).padStart(6)} ms  ` +
      `p99 ${r.p99.toFixed(2).padStart(6)} ms  CPU ${r.cpuUs.toFixed(0).padStart(4)} µs/request` +
      `${baseline ? `  ${(rate(r) / rate(baseline)).toFixed(2)}x bare (CPU ${(baseline.cpuUs / r.cpuUs).toFixed(2)}x)` : ''}` +
      `  errors ${r.errors}`,
  );

export async function measureHotPath(): Promise<boolean> {
  const cpuProf = process.env.BENCH_CPU_PROF;
  const shop = await startProdServer(
    await freePort(),
    { LOG_LEVEL },
    { drainLogs: true, nodeArgs: cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [] },
  );
  let within = true;
  let clientBound = false;
  try {
    const list = (await (await fetch(`${shop.base}/api/cars?page=1&limit=1`)).json()) as {
      data: { _id: string }[];
    };
    console.log(
      `\nThe hot path as npm start serves it: ${CONNECTIONS} connections, ${SECONDS} s each (after 1 s of warm-up), ` +
        `${ROUNDS} rounds; LOG_LEVEL=${LOG_LEVEL}, stdout a pipe read by the bench; load average ` +
        `${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')} on ${os.availableParallelism()} cores`,
    );
    for (const [label, url] of [
      ['GET /api/cars/:id', `/api/cars/${list.data[0]!._id}`],
      [`GET ${LIST_URL}`, LIST_URL],
    ] as const) {
      const answer = await answerOf(`${shop.base}${url}`);
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
      const bare = await startBareServer(answer);
      try {
        console.log(`${label} (${answer.body.length} bytes, ${Object.keys(answer.headers).length} headers)`);
        for (let round = 1; round <= ROUNDS; round++) {
          const b = await measure(bare.url, () => cpuMs(bare.pid));
          const linesBefore = shop.logLines();
          const a = await measure(`${shop.base}${url}`, shop.cpuMs);
          await new Promise((resolve) => setTimeout(resolve, 200)); // the pipe's last lines
          // Warm-up included: lines per request over both runs, about.
          const logged = (shop.logLines() - linesBefore) / (a.requests * (1 + 1 / SECONDS));
          line(`round ${round}: bare Node server`, b);
          line(`round ${round}: the shop`, a, b);
          console.log(`  ${''.padEnd(30)} about ${logged.toFixed(3)} log lines per request`);
          const check = clientCheck(b, [a]);
          console.log(`  ${check.line}`);
          within &&= rate(a) / rate(b) >= BUDGET && a.errors === 0;
          clientBound ||= !check.ok;
        }
      } finally {
        bare.stop();
      }
    }
    const verdict = !within ? 'OVER' : clientBound ? 'NOT SHOWN (a round was bound by the client)' : 'within';
    console.log(`  ${verdict}: every round at least ${BUDGET}x the bare server (budget), no errors`);
  } finally {
    await shop.stop();
  }
  return within && !clientBound;
}

if (import.meta.main) process.exitCode = (await measureHotPath()) ? 0 : 1;
