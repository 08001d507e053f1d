import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session, type TestUser } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let user: TestUser;
let admin: TestUser;
let session: Session;
let adminSession: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await createUser(t.db);
  admin = await createUser(t.db, { role: 'admin' });
  session = await loginAs(t.app, user);
  adminSession = await loginAs(t.app, admin);
});
afterAll(() => t.close());

type Request = InjectOptions;

describe('answers carrying tokens or account data are never cached', () => {
  const requests: [string, () => Request][] = [
    [
      'register',
      () => ({
        method: 'POST',
        url: '/api/auth/register',
        payload: { name: 'N', email: `n-${crypto.randomUUID()}@example.com`, password: 'password123' },
      }),
    ],
    [
      'login',
      () => ({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      }),
    ],
    [
      'a failed login',
      () => ({ method: 'POST', url: '/api/auth/login', payload: { email: user.email, password: 'nope' } }),
    ],
    [
      'refresh',
      () => ({
        method: 'POST',
        url: '/api/auth/refresh-token',
        cookies: { refreshToken: session.refreshToken },
      }),
    ],
    ['logout', () => ({ method: 'POST', url: '/api/auth/logout' })],
    [
      'all-user',
      () => ({ method: 'GET', url: '/api/auth/all-user', headers: { authorization: adminSession.token } }),
    ],
    ['all-user, refused', () => ({ method: 'GET', url: '/api/auth/all-user' })],
    [
      'get-me',
      () => ({
        method: 'GET',
        url: `/api/auth/user/get-me/${user.id}`,
        headers: { authorization: session.token },
      }),
    ],
    [
      'update user',
      () => ({
        method: 'PUT',
        url: `/api/auth/user/${user.id}`,
        payload: { name: 'Renamed' },
        headers: { authorization: session.token },
      }),
    ],
    [
      'change-password',
      () => ({
        method: 'PUT',
        url: `/api/auth/user/change-password/${user.id}`,
        payload: { password: 'wrong', newPassword: 'whatever123' },
        headers: { authorization: session.token },
      }),
    ],
  ];
  it.each(requests)('%s: Cache-Control: no-store', async (_name, request) => {
    const response = await t.app.inject(request());
    expect(response.statusCode).toBeLessThan(500);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers alone (the catalogue may be cached)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/cars' });
    expect(response.headers['cache-control']).toBeUndefined();
  });
});
