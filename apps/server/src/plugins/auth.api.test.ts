import { eq } from 'drizzle-orm';
import { createSigner, type SignerOptions } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type TestUser } from '../../test/auth-helpers.ts';
import { createTestApp, TEST_JWT_SECRET } from '../../test/test-app.ts';
import { users } from '../db/schema/users.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let customer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
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
  const cases: [string, () => string][] = [
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
    ['a non-UUID id', () => signWith(TEST_JWT_SECRET, { ...claimsOf(admin), id: "1' or '1'='1" })],
    ['garbage', () => 'not-a-jwt'],
    ['Bearer and nothing', () => 'Bearer '],
  ];
  it.each(cases)('%s', async (_name, makeToken) => {
    const response = await allUsers(makeToken());
    expect(response.statusCode).toBe(401);
    expect(response.json().success).toBe(false);
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
    expect((await allUsers(token)).statusCode).toBe(401);
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
    expect((await allUsers(token)).statusCode).toBe(403);
  });

  it('a customer promoted after login gains admin access at once', async () => {
    const promoted = await createUser(t.db);
    const { token } = await loginAs(t.app, promoted);
    expect((await allUsers(token)).statusCode).toBe(403);
    await t.db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.id));
    expect((await allUsers(token)).statusCode).toBe(200);
  });
});
