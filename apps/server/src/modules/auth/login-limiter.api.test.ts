import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';

const MAX_FAILURES = 3;
const WINDOW_SECONDS = 600;

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ login: { maxFailures: MAX_FAILURES, windowSeconds: WINDOW_SECONDS } });
});
afterAll(() => t.close());

let nextIp = 1;
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const login = (email: string, password: string, ip = freshIp()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });

function expectLimited(response: Awaited<ReturnType<typeof login>>) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({
    success: false,
    message: 'Too many failed login attempts. Try again later.',
  });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(WINDOW_SECONDS - 60);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
}

describe('failed logins are limited per account', () => {
  it('locks the account after the limit, even from new addresses and with the right password', async () => {
    const user = await createUser(t.db);
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await login(user.email, 'wrong password')).statusCode).toBe(400);
    expectLimited(await login(user.email, 'wrong password'));
    // 429 comes before the password is checked, so a guesser learns nothing from it.
    expectLimited(await login(user.email, user.password));
    expectLimited(await login(user.email.toUpperCase(), user.password));
  });

  it('clears the account counter on a success', async () => {
    const user = await createUser(t.db);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < MAX_FAILURES - 1; i++)
        expect((await login(user.email, 'nope nope')).statusCode).toBe(400);
      expect((await login(user.email, user.password)).statusCode).toBe(200);
    }
  });

  it('never limits successful logins', async () => {
    const user = await createUser(t.db);
    const ip = freshIp();
    for (let i = 0; i < MAX_FAILURES * 3; i++)
      expect((await login(user.email, user.password, ip)).statusCode).toBe(200);
  });

  it('counts unknown emails too, and answers them the same way', async () => {
    for (let i = 0; i < MAX_FAILURES; i++)
      expect((await login('ghost@example.com', 'guess')).statusCode).toBe(400);
    expectLimited(await login('ghost@example.com', 'guess'));
  });

  it('counts a burst of parallel guesses before any is checked', async () => {
    const user = await createUser(t.db);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => login(user.email, 'parallel guess')),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(MAX_FAILURES);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10 - MAX_FAILURES);
  });
});

describe('failed logins are limited per client address', () => {
  it('limits one address spraying many accounts, and no other address', async () => {
    const attacker = freshIp();
    const victims = await Promise.all(Array.from({ length: MAX_FAILURES + 1 }, () => createUser(t.db)));
    for (const victim of victims.slice(0, MAX_FAILURES)) {
      expect((await login(victim.email, 'password123', attacker)).statusCode).toBe(400);
    }
    const last = victims[MAX_FAILURES]!;
    expectLimited(await login(last.email, last.password, attacker));
    // The account itself is not locked: its owner, elsewhere, logs in.
    expect((await login(last.email, last.password)).statusCode).toBe(200);
  });

  it('does not let a success from the address reset its counter', async () => {
    const attacker = freshIp();
    const own = await createUser(t.db);
    for (let i = 0; i < MAX_FAILURES - 1; i++) {
      expect((await login((await createUser(t.db)).email, 'guess', attacker)).statusCode).toBe(400);
    }
    expect((await login(own.email, own.password, attacker)).statusCode).toBe(200);
    expect((await login((await createUser(t.db)).email, 'guess', attacker)).statusCode).toBe(400);
    expectLimited(await login((await createUser(t.db)).email, 'guess', attacker));
  });

  it('does not limit other routes from a locked address', async () => {
    const attacker = freshIp();
    for (let i = 0; i <= MAX_FAILURES; i++) await login('spray@example.com', 'guess', attacker);
    expectLimited(await login('spray@example.com', 'guess', attacker));
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { name: 'New', email: 'new-from-locked-ip@example.com', password: 'password123' },
      remoteAddress: attacker,
    });
    expect(register.statusCode).toBe(201);
    const session = await loginAs(t.app, await createUser(t.db));
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      cookies: { refreshToken: session.refreshToken },
      remoteAddress: attacker,
    });
    expect(refresh.statusCode).toBe(200);
  });
});

describe('the client address cannot be chosen by the client', () => {
  it('ignores a spoofed X-Forwarded-For unless a proxy is trusted', async () => {
    const ip = freshIp();
    for (let i = 0; i < MAX_FAILURES; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: `nobody-${i}-${Date.now()}@example.com`, password: 'wrong password' },
        remoteAddress: ip,
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
      });
      expect(response.statusCode).toBe(400);
    }
    const spoofed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone-else@example.com', password: 'wrong password' },
      remoteAddress: ip,
      headers: { 'x-forwarded-for': '198.51.100.77' },
    });
    expectLimited(spoofed);
  });
});

describe('behind a trusted proxy', () => {
  const PROXY = '192.0.2.10';
  let proxied: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    proxied = await createTestApp({
      login: { maxFailures: MAX_FAILURES, windowSeconds: WINDOW_SECONDS },
      trustProxy: [PROXY],
    });
  });
  afterAll(() => proxied.close());

  const viaProxy = (forwardedFor: string, email = `nobody-${crypto.randomUUID()}@example.com`) =>
    proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'wrong password' },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('counts each client by the address the proxy forwards, not by the proxy', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) expect((await viaProxy('203.0.113.1')).statusCode).toBe(400);
    expectLimited(await viaProxy('203.0.113.1'));
    // Another client behind the same proxy is not held back by the first one's failures.
    expect((await viaProxy('203.0.113.2')).statusCode).toBe(400);
  });

  it('does not let a client escape by prepending addresses of its own', async () => {
    for (let i = 0; i < MAX_FAILURES; i++) expect((await viaProxy('203.0.113.3')).statusCode).toBe(400);
    // The proxy appends the real peer; only that last hop is believed.
    expectLimited(await viaProxy('198.51.100.9, 203.0.113.3'));
  });
});
