import { fork } from 'node:child_process';
import http from 'node:http';

/** What a bare server answers to every request. */
export type BareAnswer = { status: number; headers: Record<string, string>; body: Buffer };

export type BareServer = { url: string; pid: number | undefined; stop: () => void };

/** Headers Node writes by itself on every answer (and the length, which the bare server sets from the body). */
const OWN_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/**
 * A bare Node `http` server in its own process, answering every request with `answer`: the baseline the shop is
 * compared with, and the measure of what the load generator can drive.
 */
export function startBareServer({ status, headers, body }: BareAnswer): Promise<BareServer> {
  const child = fork(new URL('./bare-server-process.ts', import.meta.url), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const own = Object.fromEntries(Object.entries(headers).filter(([name]) => !OWN_HEADERS.has(name)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (port) =>
      resolve({
        url: `http://127.0.0.1:${port}/`,
        pid: child.pid,
        stop: () => child.disconnect(),
      }),
    );
    child.send({ status, headers: own, body: body.toString('base64') });
  });
}

/**
 * A URL's answer as the load generator gets it, bytes as they came (compressed if `headers` asks for it; fetch
 * would decode them): autocannon sends no accept-encoding unless told.
 */
export function answerOf(url: string, headers: Record<string, string> = {}): Promise<BareAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const named = Object.entries(response.headers).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          );
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(named),
            body: Buffer.concat(chunks),
          });
        });
      })
      .on('error', reject);
  });
}
