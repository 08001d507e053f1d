import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars, searchWords } from './catalogue.service.ts';
import { selectCars } from './repository.ts';

/** Searches at catalogue scale cost the database a bounded amount (issue 17, ADR 025). */
describe('search words', () => {
  it('are distinct and at most six: six times "modl" is one word', () => {
    expect(searchWords('modl modl MODL modl modl modl')).toEqual(['modl']);
    expect(searchWords('a b c d e f g h')).toHaveLength(6);
  });
});

describe('the fuzzy pass', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await addCars(t.db, [
      createCar({ brand: 'Toyota', model: 'Camry', category: 'Sedan' }),
      createCar({ brand: 'BMW', model: 'X5', category: 'SUV' }),
      createCar({ brand: 'Hyundai', model: 'Ioniq 5', category: 'Coupe' }),
    ]);
  });
  afterAll(() => t?.close());

  it('never runs for words under three letters, which no trigram index can serve', () => {
    const query = selectCars(t.db, { words: ['xq', 'camri'], fuzzy: true }, 'createdAt').toSQL().sql;
    expect(query.match(/<%/g)).toHaveLength(1); // 'camri' only
    const short = selectCars(t.db, { words: ['xq'], fuzzy: true }, 'createdAt').toSQL().sql;
    expect(short).not.toContain('<%');
  });

  it('matches a word under three letters at the start of a word (an index can serve that), not inside one', async () => {
    const models = async (term: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/cars?searchTerm=${encodeURIComponent(term)}` }))
        .json()
        .data.map((car: { model: string }) => car.model);
    expect(await models('x5')).toEqual(['X5']);
    expect(await models('hy')).toEqual(['Ioniq 5']);
    expect(await models('ai')).toEqual([]); // only inside "hyundai"
    // Words are letters and digits (ADR 049): `_` separates, so `x_` is the word `x`; `_` alone matches nothing.
    expect(await models('x_')).toEqual(['X5']);
    expect(await models('_')).toEqual([]);
  });

  it('still forgives a typo in a longer word', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/cars?searchTerm=toyta' });
    expect(answer.json().data.map((car: { model: string }) => car.model)).toEqual(['Camry']);
    const short = await t.app.inject({ method: 'GET', url: '/api/cars?searchTerm=xq' });
    expect(short.statusCode).toBe(200);
    expect(short.json().data).toEqual([]);
  });
});

/** Issue 28: words of punctuation alone scanned the whole table twice (exact, then fuzzy) at 100,000 cars. */
describe('a search term without letters or digits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await addCars(t.db, [
      createCar({ brand: 'Mercedes-Benz', model: 'C-Class', category: 'Sedan' }),
      createCar({ brand: 'Škoda', model: 'Octavia', category: 'Sedan' }),
      createCar({ brand: 'Toyota', model: 'Camry', category: 'Sedan' }),
    ]);
  });
  afterAll(() => t?.close());

  const search = (term: string, extra = '') =>
    t.app.inject({ method: 'GET', url: `/api/cars?searchTerm=${encodeURIComponent(term)}${extra}` });

  it('has no words: punctuation, symbols and emoji separate words and are none', () => {
    for (const term of ['%%%%', '---', '☃☃☃', '%', '_', '\\', '...', '🚗'])
      expect(searchWords(term), term).toEqual([]);
    expect(searchWords('--camry--')).toEqual(['camry']);
  });

  it('lists no car, paged or not, and counts none in the facets', async () => {
    for (const term of ['%%%%', '---', '☃☃☃', '%', '_']) {
      const unpaged = await search(term);
      expect(unpaged.statusCode, term).toBe(200);
      expect(unpaged.json().data, term).toEqual([]);
      const paged = await search(term, '&page=1&limit=6&maxPrice=1000000');
      expect(paged.json().meta, term).toMatchObject({ total: 0, totalPage: 1, aboveMaxPrice: 0 });
      const facets = await t.app.inject({
        method: 'GET',
        url: `/api/cars/facets?searchTerm=${encodeURIComponent(term)}`,
      });
      expect(facets.statusCode, term).toBe(200);
      expect(
        Object.values(facets.json().data.category).every((count) => count === 0),
        term,
      ).toBe(true);
    }
  });

  it('reads no row: the database is told that nothing matches (no pattern, no trigram pass)', async () => {
    const query = selectCars(t.db, { matchesNothing: true }, 'createdAt', { limit: 6, offset: 0 }).toSQL();
    expect(query.sql).not.toMatch(/ilike|<%/);
    const plan = await t.db.execute(
      sql.raw(`explain ${query.sql.replace(/\$(\d+)/g, (_, n) => String(query.params[Number(n) - 1]))}`),
    );
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row)[0])
      .join('\n');
    expect(text).toMatch(/One-Time Filter: false/);
    expect(text).not.toMatch(/Scan on cars/);
  });

  it('still finds the words between the punctuation, in any script', async () => {
    const models = async (term: string) =>
      (await search(term)).json().data.map((car: { model: string }) => car.model);
    expect(await models('--camry--')).toEqual(['Camry']);
    expect(await models('mercedes-benz c-class')).toEqual(['C-Class']);
    expect(await models('ŠKODA')).toEqual(['Octavia']);
    expect(await models('toyota ☃☃☃')).toEqual(['Camry']);
  });
});

// A search blocked behind a lock shows both bounds; PGlite has one connection, which the lock would hold.
describe.runIf(process.env.TEST_DATABASE_URL)('a search the database cannot finish in time', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({ search: { concurrency: 1, maxWaiting: 0, timeoutMs: 300 } });
    await addCars(t.db, [createCar({ brand: 'Volvo', model: 'XC90' })]);
  });
  afterAll(() => t?.close());

  it('is cancelled at the statement timeout (503), a second at once is refused (503), the rest answers', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table cars in access exclusive mode`);
      const started = performance.now();
      const slow = t.app.inject({ method: 'GET', url: '/api/cars?searchTerm=volvo' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await t.app.inject({ method: 'GET', url: '/api/cars?searchTerm=xc90' });
      expect(second.statusCode).toBe(503);
      expect(second.headers['retry-after']).toBeDefined();
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      const answer = await slow;
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(/took too long/);
      expect(performance.now() - started).toBeLessThan(3000);
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/cars?searchTerm=volvo' });
    expect(after.json().data).toHaveLength(1);
  });

  it('bounds the facets the same way, with or without a search: they read every car their filters match', async () => {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`lock table cars in access exclusive mode`);
      const slow = t.app.inject({ method: 'GET', url: '/api/cars/facets?minYear=2001' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const second = await t.app.inject({ method: 'GET', url: '/api/cars/facets?minYear=2002' });
      expect(second.statusCode).toBe(503);
      expect(second.headers['retry-after']).toBeDefined();
      expect((await slow).statusCode).toBe(503);
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/cars/facets?minYear=2003' });
    expect(after.statusCode).toBe(200);
    const counts = Object.values(after.json().data.category as Record<string, number>);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1); // the one car, in its category
  });
});
