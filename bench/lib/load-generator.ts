import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { type BareAnswer, startBareServer } from './bare-server.ts';

export type LoadResult = {
  requests: number;
  /** Answers other than the expected status (or no answer). */
  errors: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  seconds: number;
  p50: number;
  p99: number;
};

/**
 * What one connection sends: its own headers (a session), bodies it cycles through, and paths it cycles through
 * (instead of the job's URL; resolved against it, so on the same loopback origin).
 */
export type ConnectionScript = { headers?: Record<string, string>; bodies?: string[]; paths?: string[] };

type Job = {
  url: string;
  connections: number;
  seconds: number;
  /** GET by default; POST sends each connection's bodies as JSON. */
  method?: 'GET' | 'POST';
  /** One per connection (connection i uses script i modulo their number). */
  scripts?: ConnectionScript[];
  /** The statuses that count as success: 200 by default. */
  expectStatus?: number | number[];
};

/**
 * Runs a closed loop of `connections` keep-alive connections against a loopback URL for a fixed time, in a
 * worker thread so the client does not steal the event loop of the server under test. Node's http client tops out
 * far below autocannon (bench/lib/http-load.ts), which every job that it can express uses; this one stays for
 * what it cannot: a session (headers) and bodies of each connection's own. Check its figures with
 * `runLoadOnBare` and `clientCheck`.
 */
export function runLoad(job: Job): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(job.url)) throw new Error('The benchmark only targets 127.0.0.1');
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/**
 * The same job against a bare Node server (its own process) answering `answer` to every request: what this
 * generator can drive, for clientCheck (bench/lib/http-load.ts). The job's URL is replaced by the bare server's.
 */
export async function runLoadOnBare(job: Job, answer: BareAnswer): Promise<LoadResult> {
  const bare = await startBareServer(answer);
  try {
    return await runLoad({ ...job, url: bare.url, expectStatus: answer.status });
  } finally {
    bare.stop();
  }
}

function send(
  agent: http.Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        agent,
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

async function load({ url, connections, seconds, method = 'GET', scripts = [], expectStatus = 200 }: Job) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const expected = Array.isArray(expectStatus) ? expectStatus : [expectStatus];
  const latencies: number[] = [];
  let errors = 0;
  let serverErrors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      const script = scripts.length ? scripts[connection % scripts.length]! : {};
      let turn = 0;
      while (performance.now() < end) {
        const body = script.bodies?.length ? script.bodies[turn % script.bodies.length] : undefined;
        const target = script.paths?.length
          ? new URL(script.paths[turn % script.paths.length]!, url).href
          : url;
        turn += 1;
        const sent = performance.now();
        const status = await send(agent, target, method, script.headers ?? {}, body).catch(() => 0);
        latencies.push(performance.now() - sent);
        if (!expected.includes(status)) errors += 1;
        if (status >= 500) serverErrors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, serverErrors, seconds: elapsed, p50: at(0.5), p99: at(0.99) };
}

if (!isMainThread) parentPort?.postMessage(await load(workerData as Job));
