import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { RequestLogs } from './request-logs.ts';

type Line = {
  msg: string;
  level: number;
  req?: { url: string };
  res?: { statusCode: number };
  skipped?: number;
};

let apps: ReturnType<typeof Fastify>[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** An app whose log lines are kept, with routes answering 200, 404, 500 and slowly. */
async function appWith(options: ConstructorParameters<typeof RequestLogs>[0], level = 'info') {
  const lines: Line[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLogs(options) });
  apps.push(app);
  app.get('/ok', async () => 'ok');
  app.get('/missing', async (_request, reply) => reply.status(404).send('no'));
  app.get('/broken', async () => {
    throw new Error('boom');
  });
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    return 'late';
  });
  await app.ready();
  const get = (url: string) => app.inject({ method: 'GET', url });
  const requests = () =>
    lines.filter((line) => line.msg.startsWith('request ') || line.msg === 'incoming request');
  return { get, requests };
}

describe('request logs at info', () => {
  it('write one line for the first ordinary requests of a second, then count the others in the next line', async () => {
    let now = 5_000;
    const { get, requests } = await appWith({ everyRequest: false, ordinaryPerSecond: 3, now: () => now });
    for (let i = 0; i < 8; i++) await get('/ok');
    await get('/missing');
    now += 1_000; // the next second: ordinary requests are written again
    await get('/ok');
    expect(requests().map((line) => [line.req?.url, line.res?.statusCode, line.skipped])).toEqual([
      ['/ok', 200, undefined],
      ['/ok', 200, undefined],
      ['/ok', 200, undefined],
      ['/missing', 404, 5],
      ['/ok', 200, undefined],
    ]);
    expect(requests().every((line) => line.msg === 'request completed')).toBe(true);
  });

  it('always write errors, failures and slow requests, with the request, the status and the time', async () => {
    const { get, requests } = await appWith({ everyRequest: false, ordinaryPerSecond: 0, slowMs: 30 });
    await get('/ok');
    await get('/missing');
    await get('/broken');
    await get('/slow');
    const logged = requests();
    expect(logged.map((line) => [line.req?.url, line.res?.statusCode])).toEqual([
      ['/missing', 404],
      ['/broken', 500],
      ['/slow', 200],
    ]);
    expect(logged[0]).toMatchObject({ skipped: 1, responseTime: expect.any(Number) });
    expect(logged.every((line) => line.msg === 'request completed')).toBe(true);
  });
});

describe('request logs at debug', () => {
  it('write every request as Fastify does: when it came and how it went', async () => {
    const { get, requests } = await appWith({ everyRequest: true, ordinaryPerSecond: 0 }, 'debug');
    await get('/ok');
    await get('/ok');
    expect(requests().map((line) => line.msg)).toEqual([
      'incoming request',
      'request completed',
      'incoming request',
      'request completed',
    ]);
  });
});
