import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type TestUser } from '../../../test/auth-helpers.ts';
import { expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_ADMIN } from '../../lib/demo-accounts.ts';
import { hashPassword } from '../../lib/password.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'admin' });
});
afterAll(() => t.close());

const notices = async (app = t.app, token?: string) =>
  app.inject({
    method: 'GET',
    url: '/api/admin/notices',
    headers: token ? { authorization: token } : {},
  });
const noticesFor = async (user: TestUser, app = t.app) => {
  const response = await notices(app, (await loginAs(app, user)).token);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json();
};

describe('GET /api/admin/notices', () => {
  it('is for admins: 401 for a visitor, 403 for a customer', async () => {
    expectUnauthorized(await notices());
    expectForbidden(await notices(t.app, (await loginAs(t.app, await createUser(t.db))).token));
  });

  it('says whether the demo admin still has its published password', async () => {
    expect(await noticesFor(admin)).toEqual({
      success: true,
      message: 'Notices retrieved successfully',
      data: { demoAdminPassword: false, listening: 'loopback' },
    });
    const demo = await createUser(t.db, { ...DEMO_ADMIN, role: 'admin' });
    expect((await noticesFor(admin)).data.demoAdminPassword).toBe(true);
    // Blocked (by another admin), it is no danger...
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, demo.id));
    expect((await noticesFor(admin)).data.demoAdminPassword).toBe(false);
    // ...and with a password of its own neither.
    await t.db
      .update(users)
      .set({ status: 'active', passwordHash: await hashPassword('a password nobody published') })
      .where(eq(users.id, demo.id));
    expect((await noticesFor(admin)).data.demoAdminPassword).toBe(false);
  });

  it('says whether the server is reachable from the network', async () => {
    const loopback = await createTestApp();
    const network = await createTestApp();
    try {
      await loopback.app.listen({ host: '127.0.0.1', port: 0 });
      await network.app.listen({ host: '0.0.0.0', port: 0 });
      const loopbackAdmin = await createUser(loopback.db, { role: 'admin' });
      const networkAdmin = await createUser(network.db, { role: 'admin' });
      expect((await noticesFor(loopbackAdmin, loopback.app)).data.listening).toBe('loopback');
      expect((await noticesFor(networkAdmin, network.app)).data.listening).toBe('network');
    } finally {
      await loopback.close();
      await network.close();
    }
  });
});
