import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp } from '../../test/test-app.ts';
import { notFound } from '../lib/http-error.ts';

/** Every route names its policy (lib/policies.ts); these probes are open to anyone. */
const PUBLIC = { policy: 'readHealth' } as const;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  // Routes that exist only to provoke each kind of failure through the real plugins.
  t = await createTestApp({}, (app) => {
    app.post(
      '/api/test/echo',
      { config: PUBLIC, schema: { body: z.object({ name: z.string(), age: z.number().int() }) } },
      (req) => ({
        success: true,
        message: 'ok',
        data: req.body,
      }),
    );
    app.get('/api/test/boom', { config: PUBLIC }, () => {
      throw new Error('secret detail: password=hunter2');
    });
    app.get('/api/test/missing', { config: PUBLIC }, () => {
      throw notFound('Widget not found');
    });
  });
});
afterAll(() => t.close());

const post = (payload: string, contentType = 'application/json') =>
  t.app.inject({ method: 'POST', url: '/api/test/echo', payload, headers: { 'content-type': contentType } });

describe('the error envelope', () => {
  it('passes a valid request through', async () => {
    const response = await post(JSON.stringify({ name: 'Ada', age: 36 }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'ok', data: { name: 'Ada', age: 36 } });
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await post('{"name": "Ada",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Malformed JSON body' });
  });

  it('answers 400 with the field errors to values of the wrong type', async () => {
    const response = await post(JSON.stringify({ name: 42, age: 'old' }));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, message: expect.any(String) });
    expect(body.errors).toEqual([
      { path: 'body.name', message: expect.any(String) },
      { path: 'body.age', message: expect.any(String) },
    ]);
  });

  it('answers 404 in the envelope to an unknown route', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.json()).toEqual({ success: false, message: 'Route DELETE /api/nothing-here not found' });
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await post(JSON.stringify({ name: 'x'.repeat(1_100_000), age: 1 }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'Request body is too large' });
  });

  it('answers 415 to a media type the API does not take', async () => {
    const response = await post('<name>Ada</name>', 'application/xml');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ success: false, message: 'Unsupported media type' });
  });

  it('passes a deliberate HttpError through with its status and message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/missing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Widget not found' });
  });

  it('answers 500 "Something went wrong" to a thrown error, with no detail or stack', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ success: false, message: 'Something went wrong' });
    expect(response.body).not.toMatch(/hunter2|secret detail|at .*\.ts/);
  });
});

describe('error logs', () => {
  it('never contain the values bound to a failed SQL statement', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const email = 'victim@example.com';
    const logged = await createTestApp(
      {},
      (app) => {
        // A query that fails on its bound value, as a bad cast or a broken constraint would.
        app.get('/api/test/bad-query', { config: PUBLIC }, async () =>
          app.db.execute(sql`select ${email}::int`),
        );
      },
      { logger: { level: 'error', stream } },
    );
    try {
      const response = await logged.app.inject({ method: 'GET', url: '/api/test/bad-query' });
      expect(response.statusCode).toBe(500);
      const log = lines.join('');
      expect(log).toContain('unhandled error');
      expect(log).toContain('select $1::int'); // the statement is kept...
      expect(log).not.toContain(email); // ...its parameter is not
      expect(log).not.toMatch(/"params"|"detail"/);
    } finally {
      await logged.close();
    }
  });
});
