import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app.ts';
import { authHeader } from './shop-helpers.ts';

/** The "status" of an answer that never comes (a receiver that hangs). */
export const NO_ANSWER = -1;

/** One request a receiver got: its path, headers and body as bytes arrived. */
type Received = { path: string; headers: http.IncomingHttpHeaders; body: string };

/**
 * A webhook receiver on 127.0.0.1 (issue 31): records every request, and answers each path as `answer` says
 * (a status, or a status with headers such as a redirect's Location, or NO_ANSWER); 200 by default.
 */
export async function startReceiver() {
  const received: Received[] = [];
  const answers = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      const queued = answers.get(path);
      const answer = (queued && queued.length > 1 ? queued.shift() : queued?.[0]) ?? { status: 200 };
      if (answer.status === NO_ANSWER) return; // the connection stays open, silent
      response.writeHead(answer.status, answer.headers).end('a body the shop must not keep');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path = '/hook') => `http://127.0.0.1:${port}${path}`,
    received,
    at: (path: string) => received.filter((one) => one.path === path),
    /** The answers of `path`, in turn; the last one repeats. */
    answer: (path: string, ...list: { status: number; headers?: Record<string, string> }[]) =>
      answers.set(path, list),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** POST /api/webhooks as `session`: the answer, for the test to check. */
export const postWebhook = (app: App, session: { token: string } | undefined, payload: object) =>
  app.inject({ method: 'POST', url: '/api/webhooks', headers: authHeader(session), payload });

/** An endpoint for `events` at `url`, added by `admin`: its id and secret (the test fails on a refusal). */
export async function addEndpoint(app: App, admin: { token: string }, url: string, events: string[]) {
  const response = await postWebhook(app, admin, { url, events });
  if (response.statusCode !== 201) throw new Error(`endpoint refused: ${response.body}`);
  const { _id, secret } = response.json().data as { _id: string; secret: string };
  return { id: _id, secret };
}

/** An endpoint's delivery log as `admin` reads it. */
export async function deliveriesOf(app: App, admin: { token: string }, endpointId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/webhooks/${endpointId}/deliveries`,
    headers: authHeader(admin),
  });
  return response.json().data as {
    _id: string;
    eventId: string;
    type: string;
    state: string;
    attempts: number;
    status: number | null;
    error: string | null;
  }[];
}
