import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { cars } from '../../db/schema/cars.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000 });
  await addCars(t.db, [createCar({ brand: 'Volvo', model: 'XC60', category: 'SUV' })]);
});
afterAll(() => t.close());

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const total = async (query: string) => (await get(`/api/cars${query}`)).meta.total as number;

describe('the catalogue list cache', () => {
  it('answers a repeated page from memory until a write invalidates it', async () => {
    expect(await total('?category=SUV&page=1&limit=6')).toBe(1);
    const [added] = await addCars(t.db, [createCar({ brand: 'Volvo', model: 'XC90', category: 'SUV' })]);
    expect(await total('?category=SUV&page=1&limit=6')).toBe(1); // remembered
    // Another query: read again (its cars from the database; its total from the counts' copy, which has not heard
    // of the car either).
    expect((await get('/api/cars?category=SUV&page=1&limit=5')).data).toHaveLength(2);
    await t.app.carChanges.publish({ kind: 'car', ids: [added!._id] });
    expect(await total('?category=SUV&page=1&limit=6')).toBe(2);
  });

  it('is one app-level object that a module can invalidate from inside a transaction', async () => {
    expect(await total('?category=Truck&page=1&limit=6')).toBe(0);
    await t.db.transaction(async (tx) => {
      const [added] = await addCars(tx, [createCar({ category: 'Truck' })]);
      void t.app.carChanges.publish({ kind: 'car', ids: [added!._id] });
    });
    expect(await total('?category=Truck&page=1&limit=6')).toBe(1);
  });

  it('never caches the unpaged catalogue', async () => {
    const before = await total('?category=Convertible');
    const size = t.app.catalogue.answers.size;
    await addCars(t.db, [createCar({ category: 'Convertible' })]);
    expect(await total('?category=Convertible')).toBe(before + 1);
    expect(t.app.catalogue.answers.size).toBe(size);
  });

  it('answers a single car from memory until car data changes (ADR 029), in capitals too', async () => {
    const [car] = await addCars(t.db, [createCar({ model: 'Before' })]);
    const url = `/api/cars/${car?._id}`;
    expect((await get(url)).data.model).toBe('Before');
    // Changed behind the cache's back (no signal): the remembered answer stands, for the same id in capitals too.
    await t.db.update(cars).set({ model: 'After' }).where(eq(cars.id, car!._id));
    expect((await get(url)).data.model).toBe('Before');
    expect((await get(url.toUpperCase().replace('/API/CARS/', '/api/cars/'))).data.model).toBe('Before');
    // The change every car write sends: the next read is fresh.
    await t.app.carChanges.publish({ kind: 'car', ids: [car!._id] });
    expect((await get(url)).data.model).toBe('After');
  });

  it('answers 304 to a client that has the answer, and a new ETag once the car changes', async () => {
    const [car] = await addCars(t.db, [createCar({ model: 'Tagged', quantity: 5 })]);
    const url = `/api/cars/${car?._id}`;
    const first = await t.app.inject({ method: 'GET', url });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    for (const header of [etag, etag.slice(2), `W/"other", ${etag}`, '*']) {
      const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': header } });
      expect(again.statusCode, header).toBe(304);
      expect(again.body).toBe('');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/cars?page=1&limit=6' });
    const listAgain = await t.app.inject({
      method: 'GET',
      url: '/api/cars?limit=6&page=1&junk=1',
      headers: { 'if-none-match': String(list.headers.etag) },
    });
    expect(listAgain.statusCode).toBe(304); // the same parsed query: the same answer, whatever the junk
    await t.app.inject({
      method: 'PUT',
      url,
      payload: { quantity: 4 },
      headers: { authorization: await adminToken() },
    });
    const changed = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.quantity).toBe(4);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps no answer for a car that does not exist, and no more than its bounds', async () => {
    const size = t.app.catalogue.answers.size;
    for (let i = 0; i < 20; i++) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/cars/${crypto.randomUUID()}` });
      expect(missing.statusCode).toBe(404);
    }
    expect(t.app.catalogue.answers.size).toBe(size);
    expect(t.app.catalogue.answers.bytes).toBeLessThan(16 * 1024 * 1024);
  });
});

describe('what a change drops (docs/caching.md)', () => {
  /** Changes the rows behind the cache's back: what a read then shows tells whether its answer was dropped. */
  const rename = (id: string, model: string) => t.db.update(cars).set({ model }).where(eq(cars.id, id));
  const modelOf = async (id: string) => (await get(`/api/cars/${id}`)).data.model as string;
  const listed = async (query: string) =>
    ((await get(`/api/cars?${query}`)).data as { model: string }[]).map((car) => car.model).sort();

  it("a stock change drops the bought cars' answers and the lists that show them, nothing else", async () => {
    const [bought, other, elsewhere] = await addCars(t.db, [
      createCar({ category: 'Coupe', model: 'Bought', price: 30_017, quantity: 3 }),
      createCar({ category: 'Coupe', model: 'Other', price: 30_018, quantity: 3 }),
      createCar({ category: 'Sedan', model: 'Elsewhere', price: 30_017, quantity: 3 }),
    ]);
    await t.app.carChanges.publish({ kind: 'car', ids: [bought!._id, other!._id, elsewhere!._id] });
    const coupes = 'category=Coupe&minPrice=30017&maxPrice=30018&sort=price&page=1&limit=1'; // Bought alone
    const sedans = 'category=Sedan&minPrice=30017&maxPrice=30017&page=1&limit=6';
    const facets = async () => (await get('/api/cars/facets?category=Coupe')).data.category.Coupe as number;
    expect(await listed(coupes)).toEqual(['Bought']);
    expect(await listed(sedans)).toEqual(['Elsewhere']);
    expect(await modelOf(other!._id)).toBe('Other');
    const coupesCounted = await facets();

    for (const car of [bought, other, elsewhere]) await rename(car!._id, `${car!.model} renamed`);
    await addCars(t.db, [createCar({ category: 'Coupe' })]); // behind the cache's back: counted only if dropped
    await t.app.carChanges.publish({ kind: 'stock', ids: [bought!._id], restocked: false });

    expect(await modelOf(bought!._id)).toBe('Bought renamed');
    expect(await listed(coupes)).toEqual(['Bought renamed']);
    // Kept: another car's answer, a list that does not show the bought car, the facets.
    expect(await modelOf(other!._id)).toBe('Other');
    expect(await listed(sedans)).toEqual(['Elsewhere']);
    expect(await facets()).toBe(coupesCounted);

    // A car change drops every list and the facets too (which cars they pick may differ), not other cars.
    await t.app.carChanges.publish({ kind: 'car', ids: [bought!._id] });
    expect(await listed(sedans)).toEqual(['Elsewhere renamed']);
    expect(await facets()).toBe(coupesCounted + 1);
    expect(await modelOf(other!._id)).toBe('Other');
  });

  it('"similar cars" go when a car they show moves, or a car may be back in stock', async () => {
    const [car, near, soldOut] = await addCars(t.db, [
      createCar({ category: 'Truck', model: 'Base', price: 50_000, quantity: 1 }),
      createCar({ category: 'Truck', model: 'Near', price: 51_000, quantity: 1 }),
      createCar({ category: 'Truck', model: 'Sold out', price: 50_500, quantity: 0 }),
    ]);
    await t.app.carChanges.publish({ kind: 'car', ids: [car!._id, near!._id, soldOut!._id] });
    const similar = async () =>
      ((await get(`/api/cars/${car!._id}/similar`)).data as { _id: string }[]).map((c) => c._id);
    expect(await similar()).toContain(near!._id);
    expect(await similar()).not.toContain(soldOut!._id);
    await t.db.update(cars).set({ quantity: 2 }).where(eq(cars.id, soldOut!._id));
    // A checkout of a car it does not show keeps it; a cancel that may restock any car does not.
    await t.app.carChanges.publish({ kind: 'stock', ids: [soldOut!._id], restocked: false });
    expect(await similar()).not.toContain(soldOut!._id);
    await t.app.carChanges.publish({ kind: 'stock', ids: [soldOut!._id], restocked: true });
    expect(await similar()).toContain(soldOut!._id);
  });
});

async function adminToken() {
  return (await loginAs(t.app, await createUser(t.db, { role: 'admin' }))).token;
}
