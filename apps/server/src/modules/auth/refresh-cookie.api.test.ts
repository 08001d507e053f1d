import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createUser, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { Config } from '../../config.ts';

const PROXY = '192.0.2.10';
const apps: Awaited<ReturnType<typeof createTestApp>>[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});
afterAll(async () => {
  for (const app of apps.splice(0)) await app.close();
});

/** Logs in on an app built with `overrides` and answers the refresh cookie's attributes. */
async function loginCookie(
  overrides: Partial<Config>,
  headers: Record<string, string> = {},
  remoteAddress = PROXY,
) {
  const t = await createTestApp({ env: 'production', ...overrides });
  apps.push(t);
  const user = await createUser(t.db);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: user.password },
    headers,
    remoteAddress,
  });
  expect(response.statusCode, response.body).toBe(200);
  return refreshCookieOf(response) as {
    value: string;
    secure?: boolean;
    httpOnly?: boolean;
    sameSite?: string;
  };
}

describe('the refresh cookie is Secure when the request came over https (COOKIE_SECURE=auto)', () => {
  it('is not Secure on plain http, even in production, so a browser at a LAN address keeps it', async () => {
    const cookie = await loginCookie({ cookieSecure: 'auto' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
  });

  it('is Secure behind a trusted proxy that says https', async () => {
    const cookie = await loginCookie(
      { cookieSecure: 'auto', trustProxy: [PROXY] },
      { 'x-forwarded-proto': 'https' },
    );
    expect(cookie.secure).toBe(true);
  });

  it('does not believe X-Forwarded-Proto from a client that is not a trusted proxy', async () => {
    const cookie = await loginCookie(
      { cookieSecure: 'auto', trustProxy: [PROXY] },
      { 'x-forwarded-proto': 'https' },
      '203.0.113.9',
    );
    expect(cookie.secure).toBeFalsy();
  });

  it('follows COOKIE_SECURE=true or false whatever the request', async () => {
    expect((await loginCookie({ cookieSecure: true })).secure).toBe(true);
    const forcedOff = await loginCookie(
      { cookieSecure: false, trustProxy: [PROXY] },
      { 'x-forwarded-proto': 'https' },
    );
    expect(forcedOff.secure).toBeFalsy();
  });
});
