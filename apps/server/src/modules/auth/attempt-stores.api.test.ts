import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';

describe('the abuse counters in Redis (REDIS_URL)', () => {
  it('answer 503 with Retry-After, never a 500, while Redis cannot be reached; the server still starts', async () => {
    // Nothing listens on port 1: the connection is refused at start and on every retry.
    const started = performance.now();
    const t = await createTestApp({ redis: { url: 'redis://127.0.0.1:1', keyPrefix: 'test-unreachable' } });
    try {
      expect(performance.now() - started).toBeLessThan(20_000);
      const user = await createUser(t.db);
      for (const payload of [
        { email: user.email, password: 'wrong-password-1' },
        { email: user.email, password: user.password },
      ]) {
        const response = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
        expect(response.statusCode, response.body).toBe(503);
        expect(response.headers['retry-after']).toBe('5');
        expect(response.json().message).toBe('The shop is briefly unavailable. Try again in a moment.');
      }
      // The catalogue does not need Redis.
      expect((await t.app.inject({ method: 'GET', url: '/api/cars?page=1&limit=1' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
