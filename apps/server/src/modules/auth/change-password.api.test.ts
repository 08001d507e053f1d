import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh, type Session, type TestUser } from '../../../test/auth-helpers.ts';
import { expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (user: TestUser, payload: object, session?: Session, withCookie = true) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/user/change-password/${user.id}`,
    payload,
    headers: session ? { authorization: session.token } : {},
    cookies: session && withCookie ? { refreshToken: session.refreshToken } : {},
  });
const getMe = (user: TestUser, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/auth/user/get-me/${user.id}`, headers: { authorization: token } });
const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('PUT /api/auth/user/change-password/:id', () => {
  it('changes the password and signs out every other session, keeping this one', async () => {
    const user = await createUser(t.db);
    const here = await loginAs(t.app, user);
    const elsewhere = await loginAs(t.app, user);
    const response = await changePassword(
      user,
      { password: user.password, newPassword: 'a brand new one' },
      here,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Password changed successfully',
      data: { message: 'Password changed successfully' },
    });
    expect((await refresh(t.app, elsewhere.refreshToken)).response.statusCode).toBe(401);
    // Access tokens issued before the change stop working at once, with the message that makes a client refresh.
    for (const session of [elsewhere, here]) {
      const stale = await getMe(user, session.token);
      expect(stale.statusCode).toBe(401);
      expect(stale.json().message).toBe('jwt expired');
    }
    const renewed = await refresh(t.app, here.refreshToken);
    expect(renewed.response.statusCode).toBe(200);
    expect((await getMe(user, renewed.response.json().data.accessToken)).statusCode).toBe(200);
    expect((await login(user.email, user.password)).statusCode).toBe(400);
    expect((await login(user.email, 'a brand new one')).statusCode).toBe(200);
  });

  it('signs out every session when the request carries no refresh cookie', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    const response = await changePassword(
      user,
      { password: user.password, newPassword: 'another new one' },
      session,
      false,
    );
    expect(response.statusCode).toBe(200);
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
  });

  it('does not keep a session of another user that the request happens to carry', async () => {
    const user = await createUser(t.db);
    const mine = await loginAs(t.app, user);
    const stranger = await loginAs(t.app, await createUser(t.db));
    await changePassword(
      user,
      { password: user.password, newPassword: 'yet another one' },
      {
        ...mine,
        refreshToken: stranger.refreshToken,
      },
    );
    expect((await refresh(t.app, mine.refreshToken)).response.statusCode).toBe(401);
    expect((await refresh(t.app, stranger.refreshToken)).response.statusCode).toBe(200);
  });

  it('does not keep a session whose presented cookie was already rotated by someone else', async () => {
    const user = await createUser(t.db);
    const victim = await loginAs(t.app, user);
    // A thief replays the stolen cookie first: the family's live token is now the thief's.
    const stolen = await refresh(t.app, victim.refreshToken);
    expect(stolen.response.statusCode).toBe(200);
    const renewed = await t.app.inject({
      method: 'PUT',
      url: `/api/auth/user/change-password/${user.id}`,
      payload: { password: user.password, newPassword: 'locked the thief out' },
      headers: { authorization: victim.token },
      cookies: { refreshToken: victim.refreshToken },
    });
    expect(renewed.statusCode).toBe(200);
    // The rotated cookie keeps nothing alive: the thief's newer token is signed out too.
    expect((await refresh(t.app, stolen.next!)).response.statusCode).toBe(401);
  });

  it('answers 400 for a wrong current password and changes nothing', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    const response = await changePassword(
      user,
      { password: 'not my password', newPassword: 'whatever123' },
      session,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Current password is incorrect' });
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });

  it.each([
    ['a missing current password', { newPassword: 'whatever123' }, 'Current Password is required'],
    ['a missing new password', { password: 'x' }, 'New Password is required'],
    [
      'a short new password',
      { password: 'x', newPassword: 'short' },
      'Password must be at least 8 characters',
    ],
  ])('answers 400 for %s', async (_name, payload, message) => {
    const user = await createUser(t.db);
    const response = await changePassword(user, payload, await loginAs(t.app, user));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(message);
  });

  it('is only for the user themself: 401 for a visitor, 403 for an admin or another user', async () => {
    const user = await createUser(t.db);
    const payload = { password: user.password, newPassword: 'takeover123' };
    expectUnauthorized(await changePassword(user, payload));
    const admin = await createUser(t.db, { role: 'admin' });
    expectForbidden(await changePassword(user, payload, await loginAs(t.app, admin)));
    const other = await createUser(t.db);
    expectForbidden(await changePassword(user, payload, await loginAs(t.app, other)));
    expect((await login(user.email, user.password)).statusCode).toBe(200);
  });
});
