import { fork } from 'node:child_process';
import { type BareAnswer, startBareServer } from './bare-server.ts';
import type { LoadResult } from './load-generator.ts';

/** A closed loop of keep-alive connections against one loopback origin, driven by autocannon. */
export type HttpLoadJob = {
  url: string;
  connections: number;
  seconds: number;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Paths every connection cycles through, in order (instead of the URL's own path). */
  paths?: string[];
  /** Path templates taken in turn, `{uuid}` / `{uuid8}` made fresh for every request: addresses no cache holds. */
  freshPaths?: string[];
  /** The statuses that count as success: 200 by default. */
  expectStatus?: number[];
};

/**
 * Runs `job` from a process of its own (bench/lib/autocannon-process.ts): autocannon there, after
 * `warmupSeconds` of the same load. Loopback only.
 */
export function runHttpLoad(job: HttpLoadJob, { warmupSeconds = 1 } = {}): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(job.url)) throw new Error('The benchmark only targets 127.0.0.1');
  const child = fork(new URL('./autocannon-process.ts', import.meta.url), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    let answered = false;
    child.once('message', (result) => {
      answered = true;
      resolve(result as LoadResult);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (!answered) reject(new Error(`the load generator exited with ${code} before answering`));
    });
    child.send({ job, warmupSeconds });
  });
}

export const rate = (r: LoadResult) => r.requests / r.seconds;

/** The least the client must drive a bare server beyond the fastest figure it measures. */
const CLIENT_HEADROOM = 1.5;

/**
 * Whether a run's figures are the server's or the client's: the same client, in the same run, must have driven a
 * bare Node server (sending bytes like the measured answers) at least 1.5 times as fast as the fastest figure;
 * otherwise that figure may be where the client tops out, and the line says so.
 */
export function clientCheck(clientOnBare: LoadResult, measured: LoadResult[]): { ok: boolean; line: string } {
  const fastest = Math.max(...measured.map(rate));
  const headroom = rate(clientOnBare) / fastest;
  const ok = headroom >= CLIENT_HEADROOM;
  const figures = `${rate(clientOnBare).toFixed(0)} req/s against a bare Node server, ${headroom.toFixed(2)}x the fastest figure (${fastest.toFixed(0)} req/s)`;
  return {
    ok,
    line: ok
      ? `client check: ${figures}; at least ${CLIENT_HEADROOM}x, so the figures are the server's`
      : `BOUND BY THE CLIENT: ${figures}, under ${CLIENT_HEADROOM}x: the fastest figures may be where the load generator tops out, not the server`,
  };
}

/**
 * What the client drives a bare Node server (its own process) answering `answer` to at `connections`: the
 * other half of `clientCheck`. Give it the measured answer's bytes and headers, or the largest of them.
 */
export async function clientOnBare(
  answer: BareAnswer,
  {
    connections,
    seconds,
    headers,
  }: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const bare = await startBareServer(answer);
  try {
    return await runHttpLoad({ url: bare.url, connections, seconds, headers });
  } finally {
    bare.stop();
  }
}
