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
    await addCars(t.db, [createCar({ brand: 'Volvo', model: 'XC90', category: 'SUV' })]);
    expect(await total('?category=SUV&page=1&limit=6')).toBe(1); // remembered
    expect(await total('?category=SUV&page=1&limit=5')).toBe(2); // another query: fresh
    t.app.catalogueChanged.publish();
    expect(await total('?category=SUV&page=1&limit=6')).toBe(2);
  });

  it('is one app-level object that a module can invalidate from inside a transaction', async () => {
    expect(await total('?category=Truck&page=1&limit=6')).toBe(0);
    await t.db.transaction(async (tx) => {
      await addCars(tx, [createCar({ category: 'Truck' })]);
      t.app.catalogueChanged.publish();
    });
    expect(await total('?category=Truck&page=1&limit=6')).toBe(1);
  });

  it('never caches the unpaged catalogue', async () => {
    const before = await total('?category=Convertible');
    const size = t.app.catalogue.cache.size;
    await addCars(t.db, [createCar({ category: 'Convertible' })]);
    expect(await total('?category=Convertible')).toBe(before + 1);
    expect(t.app.catalogue.cache.size).toBe(size);
  });

  it('answers a single car from memory until car data changes (ADR 029), in capitals too', async () => {
    const [car] = await addCars(t.db, [createCar({ model: 'Before' })]);
    const url = `/api/cars/${car?._id}`;
    expect((await get(url)).data.model).toBe('Before');
    // Changed behind the cache's back (no signal): the remembered answer stands, for the same id in capitals too.
    await t.db.update(cars).set({ model: 'After' }).where(eq(cars.id, car!._id));
    expect((await get(url)).data.model).toBe('Before');
    expect((await get(url.toUpperCase().replace('/API/CARS/', '/api/cars/'))).data.model).toBe('Before');
    // The signal every car write and every order sends: the next read is fresh.
    t.app.catalogueChanged.publish();
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
    const size = t.app.carAnswers.size;
    for (let i = 0; i < 20; i++) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/cars/${crypto.randomUUID()}` });
      expect(missing.statusCode).toBe(404);
    }
    expect(t.app.carAnswers.size).toBe(size);
    expect(t.app.carAnswers.bytes).toBeLessThan(16 * 1024 * 1024);
  });
});

async function adminToken() {
  return (await loginAs(t.app, await createUser(t.db, { role: 'admin' }))).token;
}
