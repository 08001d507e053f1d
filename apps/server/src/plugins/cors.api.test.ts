import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refreshCookieOf, type TestUser } from '../../test/auth-helpers.ts';
import { expectError } from '../../test/expect-error.ts';
import { createTestApp } from '../../test/test-app.ts';

/** A storefront on another origin (CORS_ORIGINS, issue 18, ADR 026). */
const STORE = 'https://store.example.net';
const SHOP = 'https://shop.example.com';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

describe('with CORS_ORIGINS naming a storefront on another site', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ corsOrigins: [STORE], publicUrl: SHOP });
    user = await createUser(t.db);
  });
  afterAll(() => t?.close());

  it('answers the preflight for the methods and headers the API uses, for that origin only', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: {
        origin: STORE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type, idempotency-key',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(STORE);
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    for (const header of ['authorization', 'content-type', 'idempotency-key'])
      expect(allowed).toContain(header);
    expect(String(preflight.headers['access-control-allow-methods'])).toContain('PUT');
    expect(String(preflight.headers.vary)).toMatch(/origin/i);

    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/orders',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('names the listed origin (never *) on answers, with Vary: Origin', async () => {
    const listed = await t.app.inject({ method: 'GET', url: '/api/cars', headers: { origin: STORE } });
    expect(listed.headers['access-control-allow-origin']).toBe(STORE);
    expect(listed.headers['access-control-allow-credentials']).toBe('true');
    expect(String(listed.headers.vary)).toMatch(/origin/i);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/cars',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sets the refresh cookie SameSite=None; Secure, so it travels with the storefront’s requests', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: STORE },
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = refreshCookieOf(login);
    expect(cookie).toMatchObject({ sameSite: 'None', secure: true, httpOnly: true, path: '/api/auth' });
  });

  it('refreshes and logs out only for the shop itself, a listed origin, or a request without Origin (CSRF)', async () => {
    const session = await loginAs(t.app, user);
    const refresh = (origin: string | undefined, cookie: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        headers: { cookie, ...(origin ? { origin } : {}) },
      });
    const forged = await refresh('https://evil.example', session.cookie);
    expectError(forged, 403, 'This origin may not use the session');
    const fromStore = await refresh(STORE, session.cookie);
    expect(fromStore.statusCode).toBe(200);
    const next = `refreshToken=${refreshCookieOf(fromStore)?.value}`;
    const fromShop = await refresh(SHOP, next);
    expect(fromShop.statusCode).toBe(200);
    const last = `refreshToken=${refreshCookieOf(fromShop)?.value}`;
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: last, origin: 'https://evil.example' },
    });
    expectError(logout, 403, 'This origin may not use the session');
    const noOrigin = await refresh(undefined, last);
    expect(noOrigin.statusCode).toBe(200);
  });
});

describe('with a storefront on the same site', () => {
  it('keeps the cookie SameSite=Lax (a subdomain shares the site)', async () => {
    const t = await createTestApp({ corsOrigins: ['https://www.example.com'], publicUrl: SHOP });
    try {
      const user = await createUser(t.db);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(refreshCookieOf(login)).toMatchObject({ sameSite: 'Lax' });
    } finally {
      await t.close();
    }
  });
});

describe('without CORS_ORIGINS (the default)', () => {
  it('answers no preflight and names no origin', async () => {
    const t = await createTestApp({ publicUrl: SHOP });
    try {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/cars',
        headers: { origin: STORE, 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const answer = await t.app.inject({ method: 'GET', url: '/api/cars', headers: { origin: STORE } });
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
