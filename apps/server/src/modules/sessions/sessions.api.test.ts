import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, refresh, refreshCookieOf } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { refreshTokens } from '../../db/schema/refresh-tokens.ts';
import { users } from '../../db/schema/users.ts';
import { hashRefreshToken } from './refresh-token.ts';
import { pruneSessions, REFRESH_GRACE_MS } from './service.ts';

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

/** Moves a rotated token's rotation `ms` into the past, as if it had been presented again that much later. */
const ageRotation = (refreshToken: string, ms: number) =>
  t.db
    .update(refreshTokens)
    .set({ replacedAt: new Date(Date.now() - ms) })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));

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

  it('lets two refreshes with the same cookie at once both through: one rotates it, the session goes on', async () => {
    // Two tabs, or a retried request (issue 20): the cookie was sent again before the rotation's answer came.
    const session = await loginAs(t.app, await createUser(t.db));
    const results = await Promise.all([
      refresh(t.app, session.refreshToken),
      refresh(t.app, session.refreshToken),
    ]);
    expect(results.map((result) => result.response.statusCode)).toEqual([200, 200]);
    const rotations = results.filter((result) => result.next);
    expect(rotations).toHaveLength(1); // the other answer leaves the cookie alone
    for (const result of results) expect(result.response.json().data.accessToken).toEqual(expect.any(String));
    expect((await refresh(t.app, rotations[0]!.next!)).response.statusCode).toBe(200);
  });

  it('answers every repeat within the grace window with the access token of the rotation (ADR 030)', async () => {
    const session = await loginAs(t.app, await createUser(t.db));
    const rotation = await refresh(t.app, session.refreshToken);
    expect(rotation.next).toBeTruthy();
    const issued = rotation.response.json().data.accessToken as string;
    // Over a second later (iat counts whole seconds), and again a second after: each repeat would otherwise get a
    // token of its own time.
    const repeats = [];
    for (let i = 0; i < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      repeats.push(await refresh(t.app, session.refreshToken));
    }
    for (const repeat of repeats) {
      expect(repeat.response.statusCode).toBe(200);
      expect(repeat.next).toBeUndefined();
    }
    const tokens = new Set(repeats.map((repeat) => repeat.response.json().data.accessToken as string));
    expect([...tokens]).toEqual([issued]); // 3 replays, one token: the one already issued
    // The session goes on with the rotated cookie.
    expect((await refresh(t.app, rotation.next!)).response.statusCode).toBe(200);
  });

  it('still treats a rotated token presented after the grace window, or after a later rotation, as theft', async () => {
    const user = await createUser(t.db);
    const late = await loginAs(t.app, user);
    const lateNext = (await refresh(t.app, late.refreshToken)).next!;
    await ageRotation(late.refreshToken, REFRESH_GRACE_MS + 1000);
    expect((await refresh(t.app, late.refreshToken)).response.statusCode).toBe(401);
    expect((await refresh(t.app, lateNext)).response.statusCode).toBe(401); // the family is revoked
    const moved = await loginAs(t.app, user);
    const second = (await refresh(t.app, moved.refreshToken)).next!;
    (await refresh(t.app, second)).next!;
    expect((await refresh(t.app, moved.refreshToken)).response.statusCode).toBe(401);
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

describe('access tokens end with their session', () => {
  const getMe = (user: { id: string }, token: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/auth/user/get-me/${user.id}`,
      headers: { authorization: token },
    });

  it('refuses the access token of a session that logged out, at once; other sessions carry on', async () => {
    const user = await createUser(t.db);
    const here = await loginAs(t.app, user);
    const elsewhere = await loginAs(t.app, user);
    expect((await getMe(user, here.token)).statusCode).toBe(200);
    await logout(here.refreshToken);
    expectError(await getMe(user, here.token), 401, 'You are not authorized');
    expect((await getMe(user, elsewhere.token)).statusCode).toBe(200);
  });

  it('refuses the access tokens of a session revoked as stolen, the thief’s and the victim’s', async () => {
    const user = await createUser(t.db);
    const victim = await loginAs(t.app, user);
    const thief = await refresh(t.app, victim.refreshToken);
    const thiefToken = thief.response.json().data.accessToken as string;
    expect((await getMe(user, thiefToken)).statusCode).toBe(200);
    await ageRotation(victim.refreshToken, REFRESH_GRACE_MS + 1000); // past the grace for a second tab
    expect((await refresh(t.app, victim.refreshToken)).response.statusCode).toBe(401); // reuse detected
    expectError(await getMe(user, thiefToken), 401, 'You are not authorized');
    expectError(await getMe(user, victim.token), 401, 'You are not authorized');
  });

  it("answers 'jwt expired' to a token that names no session (issued before sessions were named)", async () => {
    const user = await createUser(t.db);
    const legacy = t.app.accessTokens.sign({ ...user, sessionVersion: 0 }, '');
    expectError(await getMe(user, legacy), 401, 'jwt expired');
    const forged = t.app.accessTokens.sign({ ...user, sessionVersion: 0 }, 'not-a-session');
    expectError(await getMe(user, forged), 401, 'You are not authorized');
  });
});

describe('a session has an absolute age', () => {
  const startedDaysAgo = (refreshToken: string, days: number) =>
    t.db
      .update(refreshTokens)
      .set({ sessionStartedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(refreshToken)));

  it('keeps the login time across refreshes and ends the session after SESSION_MAX_AGE_DAYS', async () => {
    const user = await createUser(t.db);
    const session = await loginAs(t.app, user);
    await startedDaysAgo(session.refreshToken, 89);
    const { response, next } = await refresh(t.app, session.refreshToken);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db
      .select({ startedAt: refreshTokens.sessionStartedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(next!)));
    expect(Date.now() - row!.startedAt.getTime()).toBeGreaterThan(88 * 24 * 60 * 60 * 1000);

    await startedDaysAgo(next!, 91); // the default maximum is 90 days
    const accessToken = response.json().data.accessToken as string;
    expectError(
      await t.app.inject({
        method: 'GET',
        url: `/api/auth/user/get-me/${user.id}`,
        headers: { authorization: accessToken },
      }),
      401,
      'You are not authorized',
    );
    expect((await refresh(t.app, next!)).response.statusCode).toBe(401);
  });
});

describe('pruning ended sessions', () => {
  it('deletes revoked, expired and too old tokens, and keeps live sessions with their rotated tokens', async () => {
    const user = await createUser(t.db);
    const live = await loginAs(t.app, user);
    const rotated = live.refreshToken;
    const current = (await refresh(t.app, rotated)).next!;
    const loggedOut = await loginAs(t.app, user);
    await logout(loggedOut.refreshToken);
    const expired = await loginAs(t.app, user);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(expired.refreshToken)));
    const old = await loginAs(t.app, user);
    await t.db
      .update(refreshTokens)
      .set({ sessionStartedAt: new Date(Date.now() - 100 * 24 * 60 * 60 * 1000) })
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(old.refreshToken)));

    expect(await pruneSessions(t.db, t.app.config.sessions)).toBeGreaterThanOrEqual(3);
    const left = await t.db
      .select({ tokenHash: refreshTokens.tokenHash })
      .from(refreshTokens)
      .where(eq(refreshTokens.userId, user.id));
    expect(left.map((row) => row.tokenHash).sort()).toEqual(
      [hashRefreshToken(rotated), hashRefreshToken(current)].sort(),
    );
    // The rotated token is kept on purpose: presenting it (past the grace window) still reveals a theft.
    await ageRotation(rotated, REFRESH_GRACE_MS + 1000);
    expect((await refresh(t.app, rotated)).response.statusCode).toBe(401);
    expect((await refresh(t.app, current)).response.statusCode).toBe(401);
  });

  it('runs when the app starts', async () => {
    const other = await createTestApp();
    try {
      const ended = await loginAs(other.app, await createUser(other.db));
      await other.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { refreshToken: ended.refreshToken },
      });
      expect(await other.db.select().from(refreshTokens)).toHaveLength(1);
      const restarted = await buildApp({ config: other.app.config, database: other.database, logger: false });
      await restarted.ready();
      await expect.poll(() => other.db.select().from(refreshTokens)).toHaveLength(0);
      await restarted.close();
    } finally {
      await other.close();
    }
  });
});
