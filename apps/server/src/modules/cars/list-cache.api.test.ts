import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../db/seed/car-factory.ts';
import { invalidateCarLists } from './list-cache.ts';
import { insertCars } from './repository.ts';

let cached: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  cached = await createTestApp({ catalogueCacheMs: 60_000 });
  await insertCars(cached.db, [createCar({ brand: 'Volvo', model: 'XC60', category: 'SUV' })]);
});
afterAll(() => cached.close());

const total = async (query: string) => {
  const response = await cached.app.inject({ method: 'GET', url: `/api/cars${query}` });
  expect(response.statusCode).toBe(200);
  return response.json().meta.total as number;
};

describe('the catalogue list cache', () => {
  it('answers a repeated list from memory until a write on this server invalidates it', async () => {
    expect(await total('?category=SUV')).toBe(1);
    await insertCars(cached.db, [createCar({ brand: 'Volvo', model: 'XC90', category: 'SUV' })]);
    expect(await total('?category=SUV')).toBe(1); // remembered
    expect(await total('?category=SUV&page=1&limit=6')).toBe(2); // another query: fresh
    invalidateCarLists(cached.db);
    expect(await total('?category=SUV')).toBe(2);
  });

  it('never caches a single car', async () => {
    const [car] = await insertCars(cached.db, [createCar({ model: 'Fresh' })]);
    const response = await cached.app.inject({ method: 'GET', url: `/api/cars/${car?.id}` });
    expect(response.json().data.model).toBe('Fresh');
  });
});
