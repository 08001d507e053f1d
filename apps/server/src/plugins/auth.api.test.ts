import { eq } from 'drizzle-orm';
import { createSigner, type SignerOptions } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createUser, loginAs, type TestUser } from '../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../test/expect-error.ts';
import { createTestApp, TEST_JWT_SECRET } from '../../test/test-app.ts';
import { users } from '../db/schema/users.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let customer: TestUser;

/** Whether the probe route's body was ever read (preParsing runs just before the body is). */
let bodyRead = false;

beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.post(
      '/api/test/admin-only',
      {
        config: { policy: 'listUsers' }, // an admin-only action: the guard comes from lib/policies.ts
        preParsing: async (_request, _reply, payload) => {
          bodyRead = true;
          return payload;
        },
        schema: { body: z.object({ name: z.string() }) },
      },
      async () => ({ success: true, message: 'ok' }),
    );
  });
  admin = await createUser(t.db, { role: 'admin' });
  customer = await createUser(t.db);
});
afterAll(() => t.close());

const allUsers = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/all-user', headers: authorization ? { authorization } : {} });

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (user: TestUser) => ({ id: user.id, email: user.email, role: user.role });
const signWith = (key: string, payload: object, options: Partial<SignerOptions> = {}) =>
  createSigner({ key, expiresIn: 60_000, ...options })(payload);

describe('reading the access token', () => {
  it('accepts the bare token the specification client sends', async () => {
    const { token } = await loginAs(t.app, admin);
    expect((await allUsers(token)).statusCode).toBe(200);
  });

  it('accepts Bearer <token>, in any case', async () => {
    const { token } = await loginAs(t.app, admin);
    expect((await allUsers(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await allUsers(`bearer ${token}`)).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const response = await allUsers();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'You are not authorized' });
  });
});

describe('forged and broken tokens are 401', () => {
  const cases: [string, () => string, string?][] = [
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...claimsOf(admin), exp: 9e9 })}.`],
    [
      'alg none without the trailing dot',
      () => `${b64({ alg: 'none' })}.${b64({ ...claimsOf(admin), exp: 9e9 })}`,
    ],
    [
      'signed with another secret',
      () => signWith('another-secret-that-is-also-long-enough!!', claimsOf(admin)),
    ],
    [
      'HS512 with the right secret (algorithm is pinned)',
      () => signWith(TEST_JWT_SECRET, claimsOf(admin), { algorithm: 'HS512' }),
    ],
    [
      'a customer token whose payload was edited to admin',
      () => {
        const [header, , signature] = signWith(TEST_JWT_SECRET, claimsOf(customer)).split('.');
        return `${header}.${b64({ ...claimsOf(customer), role: 'admin', exp: 9e9 })}.${signature}`;
      },
    ],
    ['no expiry claim', () => signWith(TEST_JWT_SECRET, claimsOf(admin), { expiresIn: undefined })],
    [
      'a non-UUID id',
      () => signWith(TEST_JWT_SECRET, { ...claimsOf(admin), id: "1' or '1'='1" }),
      'You are not authorized',
    ],
    ['garbage', () => 'not-a-jwt'],
    ['Bearer and nothing', () => 'Bearer '],
  ];
  it.each(cases)('%s', async (_name, makeToken, message = 'Invalid token') => {
    expectError(await allUsers(makeToken()), 401, message);
  });

  it("says exactly 'jwt expired' for an expired token, so the client refreshes", async () => {
    const issuedAt = Date.now() - 16 * 60 * 1000;
    const token = signWith(TEST_JWT_SECRET, claimsOf(admin), {
      expiresIn: 15 * 60 * 1000,
      clockTimestamp: issuedAt,
    });
    const response = await allUsers(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'jwt expired' });
  });

  it('rejects a valid token whose user no longer exists', async () => {
    const gone = await createUser(t.db, { role: 'admin' });
    const { token } = await loginAs(t.app, gone);
    await t.db.delete(users).where(eq(users.id, gone.id));
    expectUnauthorized(await allUsers(token));
  });
});

describe('the current database row decides, not the token', () => {
  it('a blocked user with a token issued before the block gets 403', async () => {
    const user = await createUser(t.db);
    const { token } = await loginAs(t.app, user);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/get-me/${user.id}`,
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Your account is blocked');
  });

  it('an admin demoted after login loses admin access at once', async () => {
    const demoted = await createUser(t.db, { role: 'admin' });
    const { token } = await loginAs(t.app, demoted);
    expect((await allUsers(token)).statusCode).toBe(200);
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, demoted.id));
    expectForbidden(await allUsers(token));
  });

  it('a customer promoted after login gains admin access at once', async () => {
    const promoted = await createUser(t.db);
    const { token } = await loginAs(t.app, promoted);
    expectForbidden(await allUsers(token));
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.id));
    expect((await allUsers(token)).statusCode).toBe(200);
  });
});

describe('guards run before the body is read', () => {
  const send = (payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/test/admin-only',
      payload,
      headers: { 'content-type': 'application/json', ...headers },
    });
  const huge = JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) });

  it('answers a visitor 401, whatever the body (malformed, too large, wrong type)', async () => {
    bodyRead = false;
    expectUnauthorized(await send('{not json'));
    expectUnauthorized(await send(huge));
    expectUnauthorized(await send('<xml/>', { 'content-type': 'application/xml' }));
    expect(bodyRead).toBe(false);
  });

  it('answers a customer 403 without reading their body', async () => {
    const { token } = await loginAs(t.app, customer);
    bodyRead = false;
    expectForbidden(await send('{not json', { authorization: token }));
    expectForbidden(await send(huge, { authorization: token }));
    expect(bodyRead).toBe(false);
  });

  it('reads and validates the body only for an admin', async () => {
    const { token } = await loginAs(t.app, admin);
    bodyRead = false;
    expectError(await send('{not json', { authorization: token }), 400, 'Malformed JSON body');
    expect(bodyRead).toBe(true);
    expect((await send('{"name":"ok"}', { authorization: token })).statusCode).toBe(200);
  });

  it('holds on the real routes: a visitor changing a user gets 401 even with a broken body', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/${customer.id}`,
      payload: '{"status":',
      headers: { 'content-type': 'application/json' },
    });
    expectUnauthorized(response);
  });
});
