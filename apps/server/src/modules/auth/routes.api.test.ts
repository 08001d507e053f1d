import { eq } from 'drizzle-orm';
import { createDecoder } from 'fast-jwt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: payload as object });
const login = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: payload as object });
const getMe = (id: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/user/get-me/${id}`, headers: { authorization: token } });
const decode = createDecoder();
const decodeComplete = createDecoder({ complete: true });

describe('POST /api/auth/register', () => {
  it('creates an active customer, lower-cases the email and never returns the password', async () => {
    const response = await register({
      name: 'Ada',
      email: 'Ada.Lovelace@Example.COM',
      password: 'analytical1',
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'User registered successfully' });
    expect(body.data).toEqual({
      _id: body.data.id,
      id: expect.any(String),
      name: 'Ada',
      email: 'ada.lovelace@example.com',
      role: 'customer',
      status: 'active',
      // Not proven until the link mailed to it is opened (ADR 048).
      emailVerified: false,
      createdAt: expect.any(String),
    });
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('ignores a role or status in the body', async () => {
    const response = await register({
      name: 'Mallory',
      email: 'mallory@example.com',
      password: 'iwanttobeadmin',
      role: 'admin',
      status: 'blocked',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ role: 'customer', status: 'active' });
    const [row] = await t.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, 'mallory@example.com'));
    expect(row?.role).toBe('customer');
  });

  it('answers 409 for an email already registered, whatever its case', async () => {
    await register({ name: 'First', email: 'taken@example.com', password: 'password1' });
    const response = await register({ name: 'Second', email: 'TAKEN@example.com', password: 'password2' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, message: 'Email is already registered' });
  });

  it.each([
    ['no body fields', {}, 'Name is required'],
    ['a missing name', { email: 'a@example.com', password: 'password1' }, 'Name is required'],
    ['a bad email', { name: 'A', email: 'not-an-email', password: 'password1' }, 'Invalid email'],
    ['a missing password', { name: 'A', email: 'a@example.com' }, 'Password is required'],
    [
      'a short password',
      { name: 'A', email: 'a@example.com', password: 'short' },
      'Password must be at least 8 characters',
    ],
  ])('answers 400 for %s', async (_name, payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
    expect(response.json().errors.map((error: { message: string }) => error.message)).toContain(message);
  });
});

describe('POST /api/auth/login', () => {
  it('answers the access token and sets the refresh cookie', async () => {
    const user = await createUser(t.db);
    const response = await login({ email: user.email.toUpperCase(), password: user.password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'User logged in successfully' });
    const claims = decode(body.data);
    expect(claims).toMatchObject({ id: user.id, email: user.email, role: 'customer' });
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(decodeComplete(body.data).header.alg).toBe('HS256');
    const cookie = refreshCookieOf(response);
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/api/auth',
      maxAge: 30 * 24 * 60 * 60,
    });
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(response.headers['set-cookie']).not.toMatch(/Secure/);
  });

  it('gives the same answer for an unknown email and a wrong password: 400, never the 401 of a lapsed token', async () => {
    const user = await createUser(t.db);
    const wrongPassword = await login({ email: user.email, password: 'wrong password' });
    const unknownEmail = await login({ email: 'nobody@example.com', password: user.password });
    // A client that refreshes on every 401 (spec §4, §8) would take a wrong password for an expired session.
    expect(wrongPassword.statusCode).toBe(400);
    expect(unknownEmail.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({ success: false, message: 'Invalid email or password' });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(refreshCookieOf(wrongPassword)).toBeUndefined();
  });

  it('tells a blocked user so only after the right password', async () => {
    const user = await createUser(t.db, { status: 'blocked' });
    expect((await login({ email: user.email, password: 'wrong password' })).statusCode).toBe(400);
    const response = await login({ email: user.email, password: user.password });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Your account is blocked' });
    expect(refreshCookieOf(response)).toBeUndefined();
  });

  it.each([
    ['no body fields', {}, 'Email is required'],
    ['a bad email', { email: 'nope', password: 'password1' }, 'Invalid email'],
    ['an empty password', { email: 'a@example.com', password: '' }, 'Password is required'],
    [
      'a NUL byte in the password',
      { email: 'a@example.com', password: 'pass\u0000word' },
      'Must not contain control characters',
    ],
  ])('answers 400 for %s', async (_name, payload, message) => {
    expectError(await login(payload), 400, message);
  });

  it('marks the cookie Secure in production over https (see refresh-cookie.api.test.ts for plain http)', async () => {
    const production = await createTestApp({ env: 'production', trustProxy: ['192.0.2.10'] });
    try {
      const user = await createUser(production.db);
      const response = await production.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
        remoteAddress: '192.0.2.10',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(refreshCookieOf(response)).toMatchObject({ secure: true, httpOnly: true });
    } finally {
      await production.close();
    }
  });

  it('lets the token read the user it belongs to', async () => {
    const user = await createUser(t.db);
    const { token } = await loginAs(t.app, user);
    const response = await getMe(user.id, token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, email: user.email });
  });
});
