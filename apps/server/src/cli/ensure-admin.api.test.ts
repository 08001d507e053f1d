import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUser, loginAs } from '../../test/auth-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { ensureAdmin, InvalidAdminInput } from './ensure-admin.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const never = () => Promise.reject(new Error('the password should not have been asked for'));

describe('ensureAdmin (the core of npm run create-admin)', () => {
  it('creates an admin who can log in and use admin routes', async () => {
    const ask = vi.fn(async () => 'a strong admin password');
    const result = await ensureAdmin(t.db, { email: 'Boss@Example.com', name: 'The Boss' }, ask);
    expect(result.action).toBe('created');
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

  it('promotes an existing customer without asking for or changing the password', async () => {
    const customer = await createUser(t.db);
    const result = await ensureAdmin(t.db, { email: customer.email }, never);
    expect(result).toMatchObject({ action: 'promoted', user: { id: customer.id, role: 'admin' } });
    await loginAs(t.app, customer);
  });

  it('leaves an existing admin alone', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    expect((await ensureAdmin(t.db, { email: admin.email }, never)).action).toBe('unchanged');
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
