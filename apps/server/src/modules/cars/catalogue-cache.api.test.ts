import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('never caches a single car: a car read once shows its change on the next read', async () => {
    const [car] = await addCars(t.db, [createCar({ model: 'Before' })]);
    const url = `/api/cars/${car?._id}`;
    expect((await get(url)).data.model).toBe('Before');
    // Changed behind the cache's back (no invalidation): a cached answer would still say "Before".
    await t.db.update(cars).set({ model: 'After' }).where(eq(cars.id, car!._id));
    expect((await get(url)).data.model).toBe('After');
  });
});
