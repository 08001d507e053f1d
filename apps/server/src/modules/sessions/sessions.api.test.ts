import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { refreshTokens } from '../../db/schema/refresh-tokens.ts';
import { users } from '../../db/schema/users.ts';
import { hashRefreshToken } from './refresh-token.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const logout = (refreshToken?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/logout', cookies: refreshToken ? { refreshToken } : {} });
const expectCleared = (response: {
  cookies: { name: string; value: string; maxAge?: number; expires?: Date }[];
}) => {
  const cookie = refreshCookieOf(response) as { value: string; expires?: Date; path?: string } | undefined;
  expect(cookie?.value).toBe('');
  expect(cookie?.path).toBe('/api/auth');
  expect(cookie?.expires?.getTime()).toBeLessThan(Date.now());
};

describe('POST /api/auth/refresh-token', () => {
  it('answers a new access token and rotates the cookie', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    const { response, next } = await refresh(t.app, session.refreshToken);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.accessToken).toEqual(expect.any(String));
    expect(next).toBeTruthy();
    expect(next).not.toBe(session.refreshToken);
    const me = await t.app.inject({
      method: 'GET',
      url: `/api/auth/user/get-me/${user.id}`,
      headers: { authorization: data.accessToken },
    });
    expect(me.statusCode).toBe(200);
  });

  it('stores only a hash of the token', async () => {
    const session = await loginAs(t.app, await createUser(t.db));
    const byPlain = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, session.refreshToken));
    const byHash = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));
    expect(byPlain).toHaveLength(0);
    expect(byHash).toHaveLength(1);
  });

  it('detects reuse of a rotated token and revokes the whole family', async () => {
    const user = await createUser(t.db);
    const first = await loginAs(t.app, user);
    const other = await loginAs(t.app, user); // another device: another family
    const second = (await refresh(t.app, first.refreshToken)).next!;
    const third = (await refresh(t.app, second)).next!;

    const replay = await refresh(t.app, first.refreshToken);
    expect(replay.response.statusCode).toBe(401);
    expectCleared(replay.response);
    // The thief and the victim both lose this session, including its newest token...
    expect((await refresh(t.app, third)).response.statusCode).toBe(401);
    // ...but the user's other device is not touched.
    expect((await refresh(t.app, other.refreshToken)).response.statusCode).toBe(200);
  });

  it('lets only one of two racing refreshes with the same token win, and treats the other as reuse', async () => {
    const session = await loginAs(t.app, await createUser(t.db));
    const results = await Promise.all([
      refresh(t.app, session.refreshToken),
      refresh(t.app, session.refreshToken),
    ]);
    const statuses = results.map((result) => result.response.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const winner = results.find((result) => result.response.statusCode === 200)!;
    expect((await refresh(t.app, winner.next!)).response.statusCode).toBe(401);
  });

  it('answers 401 and clears the cookie without one, or for an unknown one', async () => {
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token' });
    expect(missing.statusCode).toBe(401);
    expectCleared(missing);
    const unknown = await refresh(t.app, 'made-up-token');
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.json()).toEqual({ success: false, message: 'Invalid refresh token' });
    expectCleared(unknown.response);
  });

  it('answers 401 for an expired token', async () => {
    const session = await loginAs(t.app, await createUser(t.db));
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refreshToken)));
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
  });

  it('answers 403 to a blocked user and revokes the session for good', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
    const blocked = await refresh(t.app, session.refreshToken);
    expect(blocked.response.statusCode).toBe(403);
    expect(blocked.response.json().message).toBe('Your account is blocked');
    await t.db.update(users).set({ status: 'active' }).where(eq(users.id, user.id));
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('answers 200 without a cookie', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'User logged out successfully' });
  });

  it('revokes the session (every token of its family) and clears the cookie', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    const rotated = (await refresh(t.app, session.refreshToken)).next!;
    const other = await loginAs(t.app, user);
    const response = await logout(rotated);
    expect(response.statusCode).toBe(200);
    expectCleared(response);
    expect((await refresh(t.app, rotated)).response.statusCode).toBe(401);
    expect((await refresh(t.app, session.refreshToken)).response.statusCode).toBe(401);
    expect((await refresh(t.app, other.refreshToken)).response.statusCode).toBe(200);
  });
});
