import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh, type Session, type TestUser } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let adminSession: Session;
let customer: TestUser;
let customerSession: Session;
let other: TestUser;
let otherSession: Session;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'admin', name: 'Admin' });
  customer = await createUser(t.db, { name: 'Carla' });
  other = await createUser(t.db, { name: 'Otto' });
  [adminSession, customerSession, otherSession] = await Promise.all([
    loginAs(t.app, admin),
    loginAs(t.app, customer),
    loginAs(t.app, other),
  ]);
});
afterAll(() => t.close());

const as = (session?: Session) => (session ? { authorization: session.token } : {});
const get = (url: string, session?: Session) => t.app.inject({ method: 'GET', url, headers: as(session) });
const put = (url: string, payload: object, session?: Session) =>
  t.app.inject({ method: 'PUT', url, payload, headers: as(session) });

describe('GET /api/auth/all-user', () => {
  it('lists every user, newest first, to an admin, without any password data', async () => {
    const newest = await createUser(t.db);
    const response = await get('/api/auth/all-user', adminSession);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data[0].id).toBe(newest.id);
    expect(data.map((user: { id: string }) => user.id)).toEqual(
      expect.arrayContaining([admin.id, customer.id]),
    );
    expect(Object.keys(data[0]).sort()).toEqual([
      '_id',
      'createdAt',
      'email',
      'emailVerified',
      'id',
      'name',
      'role',
      'status',
    ]);
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('is 401 for a visitor and 403 for a customer', async () => {
    expectUnauthorized(await get('/api/auth/all-user'));
    expectForbidden(await get('/api/auth/all-user', customerSession));
  });
});

describe('GET /api/auth/user/get-me/:id', () => {
  it('answers the user to themself and to an admin', async () => {
    for (const session of [customerSession, adminSession]) {
      const response = await get(`/api/auth/user/get-me/${customer.id}`, session);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        _id: customer.id,
        email: customer.email,
        role: 'customer',
      });
      expect(response.body).not.toMatch(/password/i);
    }
  });

  it('is 401 for a visitor and 403 for another customer', async () => {
    expectUnauthorized(await get(`/api/auth/user/get-me/${customer.id}`));
    expectForbidden(await get(`/api/auth/user/get-me/${customer.id}`, otherSession));
  });

  it('is 404 for an unknown or malformed id, never a 500', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1'%20or%201=1"])
      expectError(await get(`/api/auth/user/get-me/${id}`, adminSession), 404, 'User not found');
  });
});

describe('PUT /api/auth/user/:id', () => {
  it('lets a user rename themself', async () => {
    const response = await put(`/api/auth/user/${customer.id}`, { name: 'Carla Renamed' }, customerSession);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User updated successfully',
      data: { name: 'Carla Renamed' },
    });
  });

  it('does not let a customer change their own status, or anything of another user', async () => {
    expectError(
      await put(`/api/auth/user/${customer.id}`, { status: 'active' }, customerSession),
      403,
      'Only an admin can change a status',
    );
    expectForbidden(await put(`/api/auth/user/${other.id}`, { name: 'Hacked' }, customerSession));
    expectForbidden(await put(`/api/auth/user/${other.id}`, { status: 'blocked' }, customerSession));
    expectUnauthorized(await put(`/api/auth/user/${other.id}`, { name: 'Hacked' }));
  });

  it('lets an admin block a user: their token and refresh token stop working at once', async () => {
    const victim = await createUser(t.db);
    const session = await loginAs(t.app, victim);
    const response = await put(`/api/auth/user/${victim.id}`, { status: 'blocked' }, adminSession);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User status updated successfully',
      data: { status: 'blocked' },
    });
    expectError(await get(`/api/auth/user/get-me/${victim.id}`, session), 403, 'Your account is blocked');
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);

    const unblocked = await put(`/api/auth/user/${victim.id}`, { status: 'active' }, adminSession);
    expect(unblocked.json().data.status).toBe('active');
    // Unblocking does not bring old sessions back; the user logs in again.
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
    await loginAs(t.app, victim);
  });

  it('says "User updated successfully" when the status does not change', async () => {
    const response = await put(`/api/auth/user/${other.id}`, { status: 'active' }, adminSession);
    expect(response.json().message).toBe('User updated successfully');
  });

  it('does not let an admin block themself', async () => {
    const response = await put(`/api/auth/user/${admin.id}`, { status: 'blocked' }, adminSession);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You cannot block your own account');
  });

  it('lets an admin rename another user', async () => {
    const response = await put(`/api/auth/user/${other.id}`, { name: 'Otto Admin-Renamed' }, adminSession);
    expect(response.json().data.name).toBe('Otto Admin-Renamed');
  });

  it.each([
    ['an empty body', {}, 'Nothing to update'],
    ['an unknown status', { status: 'superuser' }, 'Status must be active or blocked'],
    ['an empty name', { name: '  ' }, 'Name is required'],
    ['a name with a NUL byte', { name: 'Ca\u0000rla' }, 'Must not contain control characters'],
  ])('answers 400 for %s', async (_name, payload, message) => {
    expectError(await put(`/api/auth/user/${customer.id}`, payload, adminSession), 400, message);
  });

  it('ignores a role in the body', async () => {
    const response = await put(
      `/api/auth/user/${customer.id}`,
      { name: 'Carla', role: 'admin' },
      customerSession,
    );
    expect(response.json().data.role).toBe('customer');
  });

  it('is 404 for an unknown or malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'nope'])
      expectError(
        await put(`/api/auth/user/${id}`, { status: 'blocked' }, adminSession),
        404,
        'User not found',
      );
  });
});
