import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

/** Staff roles (issue 30): only an admin gives them, and a new role ends the account's sessions at once. */
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setRole = (session: { token: string } | undefined, id: string, role: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/user/${id}`,
    payload: { role },
    headers: session ? { authorization: session.token } : {},
  });
const me = (session: { token: string }, id: string) =>
  t.app.inject({ url: `/api/auth/user/get-me/${id}`, headers: { authorization: session.token } });
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { role: string };

describe('PUT /api/auth/user/{id} with { role }', () => {
  it('lets an admin make a customer sales staff, and ends their sessions at once', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const clerk = await createUser(t.db);
    const clerkSession = await loginAs(t.app, clerk);
    expect((await me(clerkSession, clerk.id)).statusCode).toBe(200);

    const answer = await setRole(admin, clerk.id.toUpperCase(), 'sales');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({
      message: 'User role updated successfully',
      data: { role: 'sales' },
    });

    // The access token and the refresh cookie of the session before the change both stop working.
    expect((await me(clerkSession, clerk.id)).statusCode).toBe(401);
    expect((await refresh(t.app, clerkSession.refreshToken)).response.statusCode).toBe(401);
    // Signed in again, the token says sales: not admin, to the specification's client too.
    const again = await loginAs(t.app, clerk);
    expect(claimsOf(again.token).role).toBe('sales');
    expect(
      (await t.app.inject({ url: '/api/orders', headers: { authorization: again.token } })).statusCode,
    ).toBe(200);
    expectForbidden(
      await t.app.inject({ url: '/api/auth/all-user', headers: { authorization: again.token } }),
    );
  });

  it('takes a role from nobody but an admin (from the user themself it is ignored, as at sign-up)', async () => {
    const customer = await createUser(t.db);
    const session = await loginAs(t.app, customer);
    const own = await setRole(session, customer.id, 'admin');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.role).toBe('customer');
    for (const role of ['sales', 'inventory'] as const) {
      const staff = await createUser(t.db, { role });
      const staffSession = await loginAs(t.app, staff);
      expect((await setRole(staffSession, staff.id, 'admin')).json().data.role).toBe(role);
      expectForbidden(await setRole(staffSession, customer.id, role));
    }
    expectUnauthorized(await setRole(undefined, customer.id, 'sales'));
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.id, customer.id));
    expect(row?.role).toBe('customer');
  });

  it('refuses a role that does not exist, and a role with the wrong case', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const target = await createUser(t.db);
    for (const role of ['owner', 'Admin', '', 'admin '])
      expectError(
        await setRole(admin, target.id, role),
        400,
        'Role must be one of admin, sales, inventory, customer',
      );
  });

  it('lets an admin step down while another admin remains, but not the last one', async () => {
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.role, 'admin'));
    const first = await createUser(t.db, { role: 'admin' });
    const second = await createUser(t.db, { role: 'admin' });
    const firstSession = await loginAs(t.app, first);
    expect((await setRole(firstSession, first.id, 'inventory')).statusCode).toBe(200);
    // That session ended with the role it had.
    expect((await setRole(firstSession, second.id, 'sales')).statusCode).toBe(401);
    const secondSession = await loginAs(t.app, second);
    expectError(
      await setRole(secondSession, second.id, 'customer'),
      409,
      'The shop needs at least one active admin: this is the last one',
    );
    // Making an admin an admin again changes nothing, and ends nothing.
    const same = await setRole(secondSession, second.id, 'admin');
    expect(same.json()).toMatchObject({ message: 'User updated successfully' });
    expect((await me(secondSession, second.id)).statusCode).toBe(200);
  });

  it('removes access: blocked or back to customer, the staff member is out at once', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const seller = await createUser(t.db, { role: 'sales' });
    const sellerSession = await loginAs(t.app, seller);
    expect((await setRole(admin, seller.id, 'customer')).statusCode).toBe(200);
    const gone = await t.app.inject({ url: '/api/orders', headers: { authorization: sellerSession.token } });
    expect(gone.statusCode).toBe(401);
    const back = await loginAs(t.app, seller);
    expectForbidden(await t.app.inject({ url: '/api/orders', headers: { authorization: back.token } }));
  });
});
