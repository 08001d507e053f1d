import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh, type TestUser } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';

const MAX_FAILURES = 3;
const WINDOW_SECONDS = 600;
const REGISTRATIONS_PER_HOUR = 3;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({
    login: { maxFailures: MAX_FAILURES, windowSeconds: WINDOW_SECONDS },
    registrationsPerHour: REGISTRATIONS_PER_HOUR,
  });
});
afterAll(() => t.close());

const register = (remoteAddress: string, email = `new-${crypto.randomUUID()}@example.com`) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { name: 'New Customer', email, password: 'password123' },
    remoteAddress,
  });
const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });
const changePassword = (user: TestUser, session: { token: string }, password: string, newPassword: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/user/change-password/${user.id}`,
    payload: { password, newPassword },
    headers: { authorization: session.token },
  });

function expectRetryAfter(response: { headers: Record<string, unknown> }, max: number) {
  const seconds = Number(response.headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(max);
}

describe('sign-ups are limited per client address', () => {
  it('answers 429 with Retry-After after REGISTRATIONS_PER_HOUR from one address, and only there', async () => {
    for (let i = 0; i < REGISTRATIONS_PER_HOUR; i++)
      expect((await register('198.51.100.1')).statusCode).toBe(201);
    const refused = await register('198.51.100.1');
    expectError(refused, 429, 'Too many accounts created from this address. Try again later.');
    expectRetryAfter(refused, 3600);
    expect((await register('198.51.100.2')).statusCode).toBe(201);
  });

  it('counts an IPv6 client per /64, so it cannot pick a fresh address for every sign-up', async () => {
    for (let i = 1; i <= REGISTRATIONS_PER_HOUR; i++)
      expect((await register(`2001:db8:aa:1::${i}`)).statusCode).toBe(201);
    expectError(
      await register('2001:db8:aa:1:ffff::9'),
      429,
      'Too many accounts created from this address. Try again later.',
    );
    expect((await register('2001:db8:aa:2::1')).statusCode).toBe(201);
  });
});

describe('failed logins from IPv6 clients', () => {
  it('are counted per /64', async () => {
    for (let i = 1; i <= MAX_FAILURES; i++) {
      const response = await login(`nobody-${i}@example.com`, 'wrong password', `2001:db8:bb:1::${i}`);
      expect(response.statusCode).toBe(400);
    }
    expectError(
      await login('someone-else@example.com', 'wrong password', '2001:db8:bb:1:abcd::1'),
      429,
      'Too many failed login attempts. Try again later.',
    );
  });
});

describe('wrong current passwords on a password change', () => {
  it('are counted per account: 429 after the limit, even with the right password', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    for (let i = 0; i < MAX_FAILURES; i++)
      expectError(
        await changePassword(user, session, 'not my password', 'new password 1'),
        400,
        'Current password is incorrect',
      );
    const refused = await changePassword(user, session, user.password, 'new password 1');
    expectError(refused, 429, 'Too many wrong passwords. Try again later.');
    expectRetryAfter(refused, WINDOW_SECONDS);
    // The password did not change.
    expect((await login(user.email, user.password, '198.51.100.30')).statusCode).toBe(200);
  });

  it('are forgiven by a right one', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    for (let i = 0; i < MAX_FAILURES - 1; i++)
      expect((await changePassword(user, session, 'not my password', 'new password 2')).statusCode).toBe(400);
    expect((await changePassword(user, session, user.password, 'new password 2')).statusCode).toBe(200);
    // The counter starts over: a new session gets the whole allowance of mistakes again.
    const again = await loginAs(t.app, { email: user.email, password: 'new password 2' }, '198.51.100.31');
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await changePassword(user, again, 'still not it', 'new password 3')).statusCode).toBe(400);
  });
});

describe('an account locked out by someone else’s failed logins (ADR 015)', () => {
  it('keeps its signed-in sessions: refresh, the API and a password change still work', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user, '198.51.100.40');
    for (let i = 0; i < MAX_FAILURES; i++) await login(user.email, 'attacker guess', `203.0.113.${i + 1}`);
    expectError(
      await login(user.email, user.password, '198.51.100.40'),
      429,
      'Too many failed login attempts. Try again later.',
    );

    const renewed = await refresh(t.app, session.refreshToken);
    expect(renewed.response.statusCode).toBe(200);
    const token = renewed.response.json().data.accessToken as string;
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/get-me/${user.id}`,
      headers: { authorization: token },
    });
    expect(me.statusCode).toBe(200);
    expect((await changePassword(user, { token }, user.password, 'a fresh secret 1')).statusCode).toBe(200);
  });
});
