import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';

/** The admin's user table searches by name or email (issue 20). */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  await createUser(t.db, { name: 'Farida Okonkwo', email: 'farida@example.com' });
  await createUser(t.db, { name: 'Paul Dupont', email: 'p.dupont_100%@example.org' });
});
afterAll(() => t.close());

const search = async (query: string, session = admin) => {
  const answer = await t.app.inject({
    method: 'GET',
    url: `/api/auth/all-user?search=${encodeURIComponent(query)}`,
    headers: authHeader(session),
  });
  return answer;
};
const names = async (query: string) =>
  ((await search(query)).json().data as { name: string }[]).map((user) => user.name);

describe('GET /api/auth/all-user?search=', () => {
  it('finds users by words of the name or the email, in any case, with meta counting the matches', async () => {
    expect(await names('farida')).toEqual(['Farida Okonkwo']);
    expect(await names('OKONKWO farida')).toEqual(['Farida Okonkwo']);
    expect(await names('example.org')).toEqual(['Paul Dupont']);
    expect((await search('farida')).json().meta).toMatchObject({ total: 1 });
    expect(await names('farida dupont')).toEqual([]);
  });

  it("matches LIKE's wildcards as themselves, and an empty search lists everyone", async () => {
    expect(await names('100%')).toEqual(['Paul Dupont']);
    expect(await names('_100')).toEqual(['Paul Dupont']);
    expect(await names('%%')).toEqual([]);
    expect((await names('')).length).toBeGreaterThanOrEqual(3);
  });

  it('is for admins only, and refuses a search over 100 characters', async () => {
    const customer = await createBuyer(t.app, t.db);
    expect((await search('farida', customer.session)).statusCode).toBe(403);
    expect((await search('x'.repeat(101))).statusCode).toBe(400);
  });
});
