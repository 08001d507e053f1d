// Requests that cost the server more than the client (issue 28, ADR 049), at 100,000 cars on PostgreSQL:
// - /compare?ids=. (the page once asked for /api/cars/., which a URL reads as /api/cars/: the whole list), its
//   size and render time, and a catalogue read's latency while 20 connections ask for such pages;
// - searches of punctuation alone (%%%%, ---, ☃☃☃; once two scans of the table each), their time, and a real
//   search's latency alone and while 6 loops of them run.
// Every address is new (a counter in it), so neither the page cache nor the answer cache serves it: each is what
// an attacker varying one character would cost.
//
//   npm run build && node_modules/.bin/node bench/costly-requests.ts
//   BENCH_SERVER_ROOT=<another checkout, built> node_modules/.bin/node bench/costly-requests.ts   (before/after)
//
// The production server runs in its own process (bench/lib/prod-server.ts) on a throw-away database on
// TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test's server), loopback only.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { dropDatabase } from './lib/databases.ts';
import { fillCars } from './lib/fill-cars.ts';
import { startProdServer } from './lib/prod-server.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4392);
const CARS = 100_000;
const COMPARE_LOOPS = 20;
const SEARCH_LOOPS = 6;
const SECONDS = 6;
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

setTimeout(() => {
  console.error('Benchmark took over 8 minutes: stopping');
  process.exit(1);
}, 480_000).unref();

type Timed = { status: number; bytes: number; ms: number };

async function timed(url: string, headers: Record<string, string> = {}): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await fetch(url, { headers, signal: AbortSignal.timeout(30_000) });
    const body = await response.arrayBuffer();
    return { status: response.status, bytes: body.byteLength, ms: performance.now() - started };
  } catch {
    return { status: 0, bytes: 0, ms: performance.now() - started };
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const statuses = (answers: Timed[]) => {
  const counts = new Map<number, number>();
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}x${status}`).join(' ');
};
const summary = (label: string, answers: Timed[]) =>
  `${label}: ${answers.length} answers (${statuses(answers)}), p50 ${ms(
    quantile(
      answers.map((a) => a.ms),
      0.5,
    ),
  )}, ` +
  `p95 ${ms(
    quantile(
      answers.map((a) => a.ms),
      0.95,
    ),
  )}, max ${ms(Math.max(...answers.map((a) => a.ms)))}, ` +
  `median size ${(
    quantile(
      answers.map((a) => a.bytes),
      0.5,
    ) / 1024
  ).toFixed(1)} KB`;

/** The server's CPU time per answer while `run` ran (every thread): what the answers cost, whatever the machine's load. */
async function cpuPer(server: { cpuMs: () => number }, run: () => Promise<Timed[]>) {
  const before = server.cpuMs();
  const answers = await run();
  return {
    answers,
    cpu: `, server CPU ${((server.cpuMs() - before) / answers.length).toFixed(1)} ms an answer`,
  };
}

/** `loops` loops, each asking `next(loop, n)` one after another until `seconds` have passed. */
async function loops(count: number, seconds: number, next: (loop: number, n: number) => Promise<Timed>) {
  const until = performance.now() + seconds * 1000;
  const answers: Timed[] = [];
  await Promise.all(
    Array.from({ length: count }, async (_, loop) => {
      for (let n = 0; performance.now() < until; n++) answers.push(await next(loop, n));
    }),
  );
  return answers;
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
const name = `carshop_costly_${randomBytes(4).toString('hex')}`;
await admin.query(`create database ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const server = await startProdServer(PORT, {
  DATABASE_URL: url.toString(),
  JWT_SECRET: randomBytes(32).toString('hex'),
  SEED_DEMO: 'true',
}).catch(async (error) => {
  await dropDatabase(admin, name);
  throw error;
});
try {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  await fillCars(client, CARS);
  const [{ n }] = (await client.query('select count(*)::int as n from cars')).rows;
  await client.end();
  const base = server.base;
  console.log(
    `${n} cars; server ${process.env.BENCH_SERVER_ROOT ?? 'this checkout'}; load ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}`,
  );
  // Warm-up: the first render loads the page's code; the first list fills the counts' copy.
  await timed(`${base}/compare`, HTML);
  await timed(`${base}/api/cars?page=1&limit=6`);

  // 1. /compare?ids=. : 10 renders, each of a new address, after 10 of an unknown id's comparison for scale.
  const empty = await cpuPer(server, async () => {
    const answers: Timed[] = [];
    for (let i = 0; i < 10; i++) answers.push(await timed(`${base}/compare?ids=nothing-${i}`, HTML));
    return answers;
  });
  const compare = await cpuPer(server, async () => {
    const answers: Timed[] = [];
    for (let i = 0; i < 10; i++) answers.push(await timed(`${base}/compare?ids=.,x${i}`, HTML));
    return answers;
  });
  console.log(summary('/compare?ids=.,x<n> (sequential)', compare.answers) + compare.cpu);
  console.log(summary('/compare?ids=nothing-<n> (for scale)', empty.answers) + empty.cpu);

  // 2. A catalogue read (a new page of the list each time) alone, then while 20 loops ask for such pages.
  const readAlone = await loops(1, SECONDS, (_, i) =>
    timed(`${base}/api/cars?page=${(i % 500) + 2}&limit=6`),
  );
  console.log(summary('catalogue page read, alone', readAlone));
  let round = 0;
  const [readUnder, flood] = await Promise.all([
    loops(1, SECONDS, (_, i) => timed(`${base}/api/cars?page=${(i % 500) + 502}&limit=6`)),
    loops(COMPARE_LOOPS, SECONDS, (loop, i) => timed(`${base}/compare?ids=.,f${loop}-${i}-${round++}`, HTML)),
  ]);
  console.log(summary(`catalogue page read, under ${COMPARE_LOOPS} loops of /compare?ids=.`, readUnder));
  console.log(summary(`  the ${COMPARE_LOOPS} loops' /compare?ids=. answers`, flood));

  // 3. Searches of punctuation alone: 10 of each, sequential, every term new (the answer cache keys the URL).
  // Every term new and at most 83 characters (the API refuses a term over 100): 1,600 of each kind.
  const term = (kind: number, i: number) => {
    const [word, filler] = (
      [
        ['%%%%', '-'],
        ['---', '%'],
        ['☃☃☃', '-'],
      ] as const
    )[kind % 3]!;
    return encodeURIComponent(word + filler.repeat(i % 40) + word[0]!.repeat(Math.floor(i / 40) % 40));
  };
  for (const [kind, label] of ['%%%%', '---', '☃☃☃'].entries()) {
    const { answers, cpu } = await cpuPer(server, async () => {
      const answers: Timed[] = [];
      for (let i = 0; i < 10; i++) answers.push(await timed(`${base}/api/cars?searchTerm=${term(kind, i)}`));
      return answers;
    });
    console.log(summary(`search '${label}' (unpaged, sequential)`, answers) + cpu);
  }

  // 4. A real search (a new page of 'camry' each time) alone, then under 6 loops of punctuation searches.
  const realAlone = await loops(1, SECONDS, (_, i) =>
    timed(`${base}/api/cars?searchTerm=camry&page=${(i % 200) + 1}&limit=6`),
  );
  console.log(summary("search 'camry', alone", realAlone));
  let count = 0;
  const [realUnder, junk] = await Promise.all([
    loops(1, SECONDS, (_, i) => timed(`${base}/api/cars?searchTerm=camry&page=${(i % 100) + 201}&limit=6`)),
    loops(SEARCH_LOOPS, SECONDS, (loop) => timed(`${base}/api/cars?searchTerm=${term(loop, 5 + count++)}`)),
  ]);
  console.log(summary(`search 'camry', under ${SEARCH_LOOPS} loops of punctuation searches`, realUnder));
  console.log(summary(`  the ${SEARCH_LOOPS} loops' punctuation searches`, junk));
  console.log(
    `load ${os
      .loadavg()
      .map((v) => v.toFixed(2))
      .join(' / ')}`,
  );
} finally {
  await server.stop();
  await dropDatabase(admin, name);
  await admin.end();
}
