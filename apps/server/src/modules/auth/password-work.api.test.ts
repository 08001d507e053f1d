import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { passwordWork } from '../../lib/password.ts';

// Its own file (its own process): the password queue is process-wide, and these limits are tiny.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ passwordWork: { concurrency: 1, maxWaiting: 2 } });
});
afterAll(() => t.close());

const register = (index: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'Flood', email: `flood-${index}@example.com`, password: 'password123' },
    remoteAddress: `198.51.100.${index + 1}`, // many clients: the per-address limit is not what stops them
  });

describe('password hashing is a bounded queue', () => {
  it('answers 503 with Retry-After to sign-ups beyond the queue, and registers the others', async () => {
    // The one slot is held while the sign-ups arrive: however long each takes to reach the queue (the abuse
    // counters may live in PostgreSQL), two wait their turn and the rest are refused at once.
    let release = () => {};
    const held = passwordWork.run(() => new Promise<void>((resolve) => (release = resolve)));
    let settled = 0;
    const pending = Array.from({ length: 8 }, (_, index) => register(index).finally(() => (settled += 1)));
    await vi.waitFor(() => expect([settled, passwordWork.waiting]).toEqual([6, 2]), { timeout: 20_000 });
    release();
    await held;
    const answers = await Promise.all(pending);
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(2);
    const busy = answers.filter((answer) => answer.statusCode === 503);
    expect(busy).toHaveLength(6);
    for (const answer of busy) {
      expect(answer.json()).toEqual({
        success: false,
        message: 'The server is busy. Try again in a moment.',
      });
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    // A refused sign-up left nothing behind: the same email registers once the server has room.
    const index = statuses.indexOf(503);
    expect((await register(index)).statusCode).toBe(201);
  });

  it('answers 503 to a login it has no room for, without counting it as a failed attempt', async () => {
    await register(100);
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'flood-100@example.com', password: 'password123' },
      });
    // Rounds of 8 at once while the one slot is held (the failed-login limit is 10, counted before the password
    // is checked): two wait their turn and six are refused in each round, so if the refused ones were charged as
    // failures, the second or third round would be answered 429.
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      let release = () => {};
      const held = passwordWork.run(() => new Promise<void>((resolve) => (release = resolve)));
      let settled = 0;
      const pending = Array.from({ length: 8 }, () => login().finally(() => (settled += 1)));
      await vi.waitFor(() => expect([settled, passwordWork.waiting]).toEqual([6, 2]), { timeout: 20_000 });
      release();
      await held;
      statuses.push(...(await Promise.all(pending)).map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 503)).toHaveLength(18);
    expect(statuses.filter((status) => status !== 503 && status !== 200)).toEqual([]);
    expect((await login()).statusCode).toBe(200);
  });
});
