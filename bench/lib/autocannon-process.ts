// The load generator's own process (bench/lib/http-load.ts starts it): autocannon, so the client never shares a
// thread, nor a process's garbage collector, with the server it measures. It takes one job over IPC, runs the
// warm-up and then the measured run, sends back a LoadResult and exits.
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import type { HttpLoadJob } from './http-load.ts';
import type { LoadResult } from './load-generator.ts';

/** `{uuid}` in a path: a fresh UUID per request; `{uuid8}`: its first 8 characters (an address no cache holds). */
const fresh = (template: string) =>
  template.replaceAll('{uuid8}', () => randomUUID().slice(0, 8)).replaceAll('{uuid}', () => randomUUID());

function requestsOf(job: HttpLoadJob): autocannon.Request[] | undefined {
  const headers = job.headers ?? {};
  const method = job.method ?? 'GET';
  if (job.paths?.length) return job.paths.map((path) => ({ method, path, headers }));
  const templates = job.freshPaths;
  if (!templates?.length) return undefined;
  let turn = 0;
  return [
    {
      method,
      headers,
      setupRequest: (request) => ({ ...request, path: fresh(templates[turn++ % templates.length]!) }),
    },
  ];
}

async function run(job: HttpLoadJob, seconds: number): Promise<LoadResult> {
  const expected = new Set(job.expectStatus ?? [200]);
  const latencies: number[] = [];
  let unexpected = 0;
  let serverErrors = 0;
  const instance = autocannon({
    url: job.url,
    connections: job.connections,
    duration: seconds,
    method: job.method ?? 'GET',
    headers: job.headers,
    body: job.body,
    requests: requestsOf(job),
  });
  // autocannon's own latency histogram keeps whole milliseconds; these keep the fraction.
  (instance as unknown as NodeJS.EventEmitter).on(
    'response',
    (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms);
      if (!expected.has(status)) unexpected += 1;
      if (status >= 500) serverErrors += 1;
    },
  );
  const started = performance.now();
  const result = await instance;
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    // Answers other than expected, plus connection errors and time-outs (no answer at all).
    errors: unexpected + result.errors,
    serverErrors,
    seconds: elapsed,
    p50: at(0.5),
    p99: at(0.99),
  };
}

process.once('message', async ({ job, warmupSeconds }: { job: HttpLoadJob; warmupSeconds: number }) => {
  if (warmupSeconds > 0) await run(job, warmupSeconds);
  const result = await run(job, job.seconds);
  process.send?.(result, () => process.exit(0));
});
