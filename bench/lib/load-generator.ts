import http from 'node:http';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

export type LoadResult = { requests: number; errors: number; seconds: number; p50: number; p99: number };
type Job = { url: string; connections: number; seconds: number };

/**
 * Runs a closed loop of `connections` keep-alive connections against a loopback URL for a fixed time, in a
 * worker thread so the client does not steal the event loop of the server under test.
 */
export function runLoad(job: Job): Promise<LoadResult> {
  if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(job.url)) throw new Error('The benchmark only targets 127.0.0.1');
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

function get(agent: http.Agent, url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

async function load({ url, connections, seconds }: Job): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let errors = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const sent = performance.now();
        const status = await get(agent, url).catch(() => 0);
        latencies.push(performance.now() - sent);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { requests: latencies.length, errors, seconds: elapsed, p50: at(0.5), p99: at(0.99) };
}

if (!isMainThread) parentPort?.postMessage(await load(workerData as Job));
