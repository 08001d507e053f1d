import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type TestUser } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/users.ts';

/**
 * Holds each block request after its guard has passed until `pending` requests have arrived, so the two
 * requests of a race reach the users service together (without it, the first could finish before the
 * second is even authenticated, and the second would just be refused as signed out).
 */
let pending = 0;
let arrived: (() => void)[] = [];
const together = (count: number) => {
  pending = count;
  arrived = [];
};

// A database of its own: these tests count the active admins.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    app.addHook('preHandler', async (request) => {
      if (pending === 0 || request.method !== 'PUT') return;
      await new Promise<void>((resolve) => {
        arrived.push(resolve);
        if (arrived.length === pending) {
          pending = 0;
          for (const release of arrived) release();
        }
      });
    });
  });
});
afterAll(() => t.close());

const block = (actor: { token: string }, target: TestUser) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/auth/user/${target.id}`,
    payload: { status: 'blocked' },
    headers: { authorization: actor.token },
  });
const activeAdmins = async () =>
  (await t.db.select().from(users).where(eq(users.role, 'admin'))).filter((u) => u.status === 'active');

describe('the shop keeps at least one active admin', () => {
  // Both requests are past their guards before either changes anything. On PostgreSQL (TEST_DATABASE_URL)
  // they then run in two connections at once: that is the race the row locks settle.
  it('lets only one of two admins who block each other at the same moment succeed', async () => {
    for (let round = 0; round < 5; round++) {
      await t.db.update(users).set({ status: 'blocked' }).where(eq(users.role, 'admin'));
      const [first, second] = await Promise.all([
        createUser(t.db, { role: 'admin' }),
        createUser(t.db, { role: 'admin' }),
      ]);
      const [firstSession, secondSession] = await Promise.all([
        loginAs(t.app, first!),
        loginAs(t.app, second!),
      ]);
      together(2);
      const answers = await Promise.all([block(firstSession, second!), block(secondSession, first!)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      const refused = answers.find((answer) => answer.statusCode === 409)!;
      expect(refused.json()).toEqual({
        success: false,
        message: 'The shop needs at least one active admin: this is the last one',
      });
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('lets only one of two admins who make each other sales staff at the same moment succeed', async () => {
    const demote = (actor: { token: string }, target: TestUser) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/auth/user/${target.id}`,
        payload: { role: 'sales' },
        headers: { authorization: actor.token },
      });
    for (let round = 0; round < 3; round++) {
      await t.db.update(users).set({ status: 'blocked' }).where(eq(users.role, 'admin'));
      const [first, second] = await Promise.all([
        createUser(t.db, { role: 'admin' }),
        createUser(t.db, { role: 'admin' }),
      ]);
      const sessions = await Promise.all([loginAs(t.app, first!), loginAs(t.app, second!)]);
      together(2);
      const answers = await Promise.all([demote(sessions[0], second!), demote(sessions[1], first!)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses, answers.map((answer) => answer.body).join('\n')).toEqual([200, 409]);
      expect(await activeAdmins()).toHaveLength(1);
    }
  });

  it('still lets an admin block another admin while a second active admin remains', async () => {
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.role, 'admin'));
    const [keeper, other] = [
      await createUser(t.db, { role: 'admin' }),
      await createUser(t.db, { role: 'admin' }),
    ];
    expect((await block(await loginAs(t.app, keeper), other)).statusCode).toBe(200);
    expect((await activeAdmins()).map((admin) => admin.id)).toEqual([keeper.id]);
  });

  it('an id in capitals names the same account: no admin blocks itself or the last admin that way', async () => {
    await t.db.update(users).set({ status: 'blocked' }).where(eq(users.role, 'admin'));
    const only = await createUser(t.db, { role: 'admin' });
    const session = await loginAs(t.app, only);
    const shouting = { ...only, id: only.id.toUpperCase() };
    const self = await block(session, shouting);
    expect(self.statusCode, self.body).toBe(400);
    expect(self.json().message).toBe('You cannot block your own account');
    expect(await activeAdmins()).toHaveLength(1);
    // With a second admin, one may block the other by an id in capitals; then the one left is the last.
    const other = await createUser(t.db, { role: 'admin' });
    const otherSession = await loginAs(t.app, other);
    expect((await block(otherSession, shouting)).statusCode).toBe(200);
    const itself = await block(otherSession, { ...other, id: other.id.toUpperCase() });
    expect(itself.statusCode).toBe(400);
    expect((await activeAdmins()).map((admin) => admin.id)).toEqual([other.id]);
    expect(await activeAdmins()).toHaveLength(1);
  });
});
