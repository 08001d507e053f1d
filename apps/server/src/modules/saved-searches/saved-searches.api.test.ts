import { MAX_SAVED_SEARCHES, SAVED_SEARCH_MESSAGES, type SavedSearch } from '@carshop/contract/saved-search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectUnauthorized } from '../../../test/expect-error.ts';
import { addCar, authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Saved searches (issue 32): a buyer's own catalogue filters with their current counts; the limit holds under
 * requests at once; someone else's id is a 404; bad names and queries are 400s.
 */
let t: TestApp;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
let other: Awaited<ReturnType<typeof createBuyer>>;
const brand = `Saved${process.pid}`;

beforeAll(async () => {
  t = await createTestApp();
  [buyer, other] = await Promise.all([createBuyer(t.app, t.db), createBuyer(t.app, t.db)]);
});
afterAll(() => t?.close());

type Session = { token: string };
const send = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  session?: Session,
  payload?: object,
) => t.app.inject({ method, url: `/api/saved-searches${url}`, headers: authHeader(session), payload });
const save = (payload: object, session: Session = buyer.session) => send('POST', '', session, payload);
const list = async (session: Session = buyer.session) => {
  const answer = await send('GET', '', session);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as SavedSearch[];
};

describe('saving a search', () => {
  it('keeps the filter as the catalogue reads it, with how many cars match now, counted again later', async () => {
    await addCar(t.db, { brand, model: 'One', category: 'SUV', price: 30_000 });
    const answer = await save({
      name: '  SUVs under 40k ',
      query: `?page=3&maxPrice=40000&category=SUV&searchTerm=${brand}`,
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const saved = answer.json().data as SavedSearch;
    expect(saved).toMatchObject({
      name: 'SUVs under 40k',
      // The parameters in the catalogue's order; the page is not part of a search.
      query: `searchTerm=${brand}&category=SUV&maxPrice=40000`,
      matching: 1,
    });
    await addCar(t.db, { brand, model: 'Two', category: 'SUV', price: 35_000 });
    await addCar(t.db, { brand, model: 'Dear', category: 'SUV', price: 45_000 });
    await t.app.carChanges.publish({ kind: 'catalogue' });
    expect((await list()).find((search) => search._id === saved._id)?.matching).toBe(2);
    expect(await list(other.session)).toEqual([]);
  });

  it('refuses a missing or long name, NUL bytes, and a query the catalogue would refuse', async () => {
    expectError(await save({ name: '', query: '' }), 400, SAVED_SEARCH_MESSAGES.nameRequired);
    expect((await save({ name: 'x'.repeat(61), query: '' })).statusCode).toBe(400);
    expect((await save({ name: 'a\u0000b', query: '' })).statusCode).toBe(400);
    expect((await save({ name: 'ok', query: 'searchTerm=a%00b' })).statusCode).toBe(400);
    expectError(await save({ name: 'ok', query: 'category=Spaceship' }), 400, 'Invalid category');
    expect((await save({ name: 'ok', query: 'q'.repeat(1001) })).statusCode).toBe(400);
    expect((await save({ name: 'ok' })).statusCode).toBe(400);
  });

  it('answers 401 to a visitor', async () => {
    expectUnauthorized(await send('GET', ''));
    expectUnauthorized(await send('POST', '', undefined, { name: 'x', query: '' }));
  });
});

describe("another buyer's search", () => {
  it('is a 404 to read-modify or delete, in capitals too, and stays as it was', async () => {
    const mine = (await save({ name: 'Mine', query: 'fuelType=Diesel' })).json().data as SavedSearch;
    for (const id of [mine._id, mine._id.toUpperCase()]) {
      expectError(
        await send('PATCH', `/${id}`, other.session, { name: 'Taken' }),
        404,
        SAVED_SEARCH_MESSAGES.notFound,
      );
      expectError(await send('DELETE', `/${id}`, other.session), 404, SAVED_SEARCH_MESSAGES.notFound);
    }
    expectError(await send('DELETE', '/not-a-uuid', buyer.session), 404, SAVED_SEARCH_MESSAGES.notFound);
    expect((await list()).find((search) => search._id === mine._id)).toMatchObject({ name: 'Mine' });
  });

  it('lets the owner rename (capital id too) and delete', async () => {
    const mine = (await save({ name: 'Rename me', query: '' })).json().data as SavedSearch;
    const patched = await send('PATCH', `/${mine._id.toUpperCase()}`, buyer.session, {
      name: 'Renamed',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({ _id: mine._id, name: 'Renamed' });
    expect((await send('DELETE', `/${mine._id}`, buyer.session)).statusCode).toBe(200);
    expect((await list()).map((search) => search._id)).not.toContain(mine._id);
  });
});

describe('the limit', () => {
  it(`holds at ${MAX_SAVED_SEARCHES} even when the saves arrive at once`, async () => {
    const busy = await createBuyer(t.app, t.db);
    const answers = await Promise.all(
      Array.from({ length: MAX_SAVED_SEARCHES + 5 }, (_, i) =>
        save({ name: `Search ${i}`, query: '' }, busy.session),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(MAX_SAVED_SEARCHES);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201))
      expectError(refused, 409, SAVED_SEARCH_MESSAGES.tooMany);
    expect(await list(busy.session)).toHaveLength(MAX_SAVED_SEARCHES);
  });
});
