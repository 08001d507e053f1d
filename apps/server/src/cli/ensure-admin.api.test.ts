import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, loginAs, refresh } from '../../test/auth-helpers.ts';
import { expectUnauthorized } from '../../test/expect-error.ts';
import { createTestApp } from '../../test/test-app.ts';
import { getUser } from '../modules/users/service.ts';
import { ensureAdmin, InvalidAdminInput } from './ensure-admin.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const allUsers = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/all-user', headers: { authorization } });
const never = () => Promise.reject(new Error('the password should not have been asked for'));

describe('ensureAdmin (the core of npm run create-admin)', () => {
  it('creates an admin who can log in and use admin routes', async () => {
    const ask = vi.fn(async () => 'a strong admin password');
    const result = await ensureAdmin(t.db, { email: 'Boss@Example.com', name: 'The Boss' }, ask);
    expect(result).toMatchObject({ created: true, changes: [] });
    expect(result.user).toMatchObject({
      email: 'boss@example.com',
      name: 'The Boss',
      role: 'admin',
      status: 'active',
    });
    expect(ask).toHaveBeenCalledOnce();
    const { token } = await loginAs(t.app, {
      email: 'boss@example.com',
      password: 'a strong admin password',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/all-user',
      headers: { authorization: token },
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses to promote an existing customer without --promote, naming the account, and changes nothing', async () => {
    const customer = await createUser(t.db, { name: 'Someone Else' });
    const error = await ensureAdmin(t.db, { email: customer.email }, never).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAdminInput);
    const today = new Date().toISOString().slice(0, 10);
    expect((error as Error).message).toContain(
      `${customer.email} already belongs to a customer account: "Someone Else", registered ${today}`,
    );
    expect((error as Error).message).toContain('--promote');
    expect((await getUser(t.db, customer.id)).role).toBe('customer');
  });

  it('promotes with --promote, signing out its sessions but keeping its password', async () => {
    const customer = await createUser(t.db);
    const session = await loginAs(t.app, customer);
    const result = await ensureAdmin(t.db, { email: customer.email, promote: true }, never);
    expect(result).toMatchObject({
      created: false,
      changes: ['promoted'],
      user: { id: customer.id, role: 'admin' },
    });
    expectUnauthorized(await allUsers(session.token));
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
    const admin = await loginAs(t.app, customer);
    expect((await allUsers(admin.token)).statusCode).toBe(200);
  });

  it('leaves an existing admin alone', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    expect(await ensureAdmin(t.db, { email: admin.email }, never)).toMatchObject({
      created: false,
      changes: [],
    });
    expect(await ensureAdmin(t.db, { email: admin.email, promote: true }, never)).toMatchObject({
      changes: [],
    });
  });

  it('unblocks an admin with --unblock', async () => {
    const admin = await createUser(t.db, { role: 'admin', status: 'blocked' });
    const result = await ensureAdmin(t.db, { email: admin.email, unblock: true }, never);
    expect(result).toMatchObject({ changes: ['unblocked'], user: { status: 'active' } });
    await loginAs(t.app, admin);
  });

  it('gives an account a new password with --reset-password and signs out its sessions', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const session = await loginAs(t.app, admin);
    const result = await ensureAdmin(
      t.db,
      { email: admin.email, resetPassword: true },
      async () => 'a new admin password',
    );
    expect(result.changes).toEqual(['password reset']);
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
    expect((await allUsers(session.token)).statusCode).toBe(401);
    await loginAs(t.app, { email: admin.email, password: 'a new admin password' });
    const short = await ensureAdmin(
      t.db,
      { email: admin.email, resetPassword: true },
      async () => 'short',
    ).catch((e: unknown) => e);
    expect((short as Error).message).toBe('Password must be at least 8 characters');
  });

  it.each([
    ['a bad email', { email: 'not-an-email', name: 'X' }, 'password123', 'Invalid email'],
    ['a missing name', { email: 'noname@example.com' }, 'password123', 'Name is required'],
    [
      'a short password',
      { email: 'short@example.com', name: 'X' },
      'short',
      'Password must be at least 8 characters',
    ],
  ])('refuses %s with the contract message', async (_name, input, password, message) => {
    const error = await ensureAdmin(t.db, input, async () => password).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidAdminInput);
    expect((error as Error).message).toContain(message);
  });
});
