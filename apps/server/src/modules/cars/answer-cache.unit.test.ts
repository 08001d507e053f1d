import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createAnswerCache, MAX_KNOWN_URL_LENGTH } from './answer-cache.ts';
import { createCarChanges } from './car-changes.service.ts';

/** A real Fastify app with one cached route, counting how often its handler and its load run. */
async function appWithCache(maxKnownUrls = 100) {
  const changes = createCarChanges();
  const answers = createAnswerCache({ ttlMs: 60_000, maxKnownUrls }, changes);
  const counts = { handler: 0, load: 0 };
  const app = Fastify();
  app.get<{ Querystring: { a?: string } }>(
    '/x',
    { onRequest: (request: FastifyRequest, reply: FastifyReply) => answers.sendKnown(request, reply) },
    async (request, reply) => {
      counts.handler++;
      const a = String(request.query.a ?? '');
      return answers.send(
        request,
        reply,
        `x:${a}`,
        async () => {
          counts.load++;
          return { a, load: counts.load };
        },
        () => ({ cars: [a] }),
      );
    },
  );
  await app.ready();
  return { app, changes, counts };
}

describe('the answer cache: a URL answered before', () => {
  it('is sent before its handler runs, with its ETag (304 when the client has it), until a change drops it', async () => {
    const { app, changes, counts } = await appWithCache();
    const first = await app.inject('/x?a=1');
    expect(first.json()).toEqual({ a: '1', load: 1 });
    const again = await app.inject('/x?a=1');
    expect(again.body).toBe(first.body);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(counts).toEqual({ handler: 1, load: 1 });
    const has = await app.inject({ url: '/x?a=1', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(has.statusCode).toBe(304);
    expect(counts).toEqual({ handler: 1, load: 1 });
    // Another spelling of the same request goes the usual way, once, and shares the answer.
    expect((await app.inject('/x?a=1&')).body).toBe(first.body);
    expect(counts).toEqual({ handler: 2, load: 1 });

    changes.publish({ kind: 'car', ids: ['1'] });
    expect((await app.inject('/x?a=1')).json()).toEqual({ a: '1', load: 2 });
    expect(counts).toEqual({ handler: 3, load: 2 });
    await app.close();
  });

  it('is remembered within a bound: a flood of new URLs only sends the oldest the usual way', async () => {
    const { app, counts } = await appWithCache(2);
    for (const a of ['1', '2', '3']) await app.inject(`/x?a=${a}`);
    expect(counts).toEqual({ handler: 3, load: 3 });
    await app.inject('/x?a=3');
    expect(counts.handler).toBe(3);
    // /x?a=1 was forgotten as a URL (the answer was not): its handler runs, nothing is loaded again.
    expect((await app.inject('/x?a=1')).json()).toEqual({ a: '1', load: 1 });
    expect(counts).toEqual({ handler: 4, load: 3 });
    await app.close();
  });

  it('is not remembered when it is longer than MAX_KNOWN_URL_LENGTH (junk parameters cost their sender, not memory)', async () => {
    const { app, counts } = await appWithCache();
    const long = `/x?a=1&junk=${'j'.repeat(MAX_KNOWN_URL_LENGTH)}`;
    await app.inject(long);
    await app.inject(long);
    expect(counts).toEqual({ handler: 2, load: 1 }); // the usual way both times, one answer kept
    await app.close();
  });
});
