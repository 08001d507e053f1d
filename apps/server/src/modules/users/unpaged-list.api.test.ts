import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { listUsers } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  for (let index = 0; index < 3; index++) await createUser(t.db);
});
afterAll(() => t.close());

describe('the users list has a ceiling that meta reports', () => {
  it('answers at most the ceiling, newest first, with the real total', async () => {
    const { items: users, meta } = await listUsers(t.db, { cap: 2 });
    expect(users).toHaveLength(2);
    expect(meta).toEqual({ page: 1, limit: 2, total: 3, totalPage: 2 });
  });

  it('answers GET /auth/all-user with meta', async () => {
    const admin = await createUser(t.db, { role: 'admin' });
    const { token } = await loginAs(t.app, admin);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/all-user',
      headers: { authorization: token },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().meta).toEqual({ page: 1, limit: 4, total: 4, totalPage: 1 });
  });
});
