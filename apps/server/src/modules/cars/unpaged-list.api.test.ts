import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

// A database of its own: the ceiling is about how many cars there are in all.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await addCars(t.db, [
    ...Array.from({ length: 1001 }, (_, index) =>
      createCar({ brand: 'Fleet', model: `Van ${index}`, category: 'Truck' }),
    ),
    createCar({ brand: 'Solo', model: 'Roadster', category: 'Convertible' }),
  ]);
});
afterAll(() => t.close());

const list = async (query: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/cars${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: unknown[]; meta: Record<string, number> };
};

describe('an unpaged list has a ceiling that meta reports', () => {
  it('answers at most 1000 cars, with the real total and the number of such pages', async () => {
    const all = await list('');
    expect(all.data).toHaveLength(1000);
    expect(all.meta).toEqual({ page: 1, limit: 1000, total: 1002, totalPage: 2 });
    const trucks = await list('?category=Truck');
    expect(trucks.data).toHaveLength(1000);
    expect(trucks.meta).toEqual({ page: 1, limit: 1000, total: 1001, totalPage: 2 });
    const search = await list('?searchTerm=flet'); // the typo-tolerant pass is capped too
    expect(search.data).toHaveLength(1000);
    expect(search.meta.total).toBe(1001);
  });

  it('keeps "page 1 of 1, limit = total" below the ceiling', async () => {
    expect((await list('?category=Convertible')).meta).toEqual({ page: 1, limit: 1, total: 1, totalPage: 1 });
  });
});
