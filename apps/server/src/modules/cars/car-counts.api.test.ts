import { CATEGORIES, CONDITIONS, DRIVETRAINS, FUEL_TYPES, TRANSMISSIONS } from '@carshop/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { authHeader, newCarBody } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

/**
 * Totals and facets counted from a server's copy of the filter columns (ADR 038) answer exactly what the
 * database answers, and a write is never hidden by the copy.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ carCountsMs: 60_000 });
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  await addCars(
    t.db,
    Array.from({ length: 120 }, (_, i) =>
      createCar({
        brand: 'Counted',
        category: CATEGORIES[i % CATEGORIES.length],
        fuelType: FUEL_TYPES[(i >> 1) % FUEL_TYPES.length],
        transmission: TRANSMISSIONS[(i >> 2) % TRANSMISSIONS.length],
        condition: CONDITIONS[(i >> 3) % CONDITIONS.length],
        year: 2012 + (i % 13),
        mileage: (i * 7_919) % 150_000,
        price: 5_000 + ((i * 3_331) % 90_000) + (i % 100) / 100,
        // Features (issue 32): every fifth car without a drivetrain, every seventh without seats.
        drivetrain: i % 5 === 0 ? null : DRIVETRAINS[i % DRIVETRAINS.length],
        seats: i % 7 === 0 ? null : 2 + (i % 6),
      }),
    ),
  );
});
afterAll(() => t.close());

const QUERIES = [
  '/api/cars/facets',
  '/api/cars/facets?fuelType=Diesel&transmission=Manual',
  '/api/cars/facets?category=SUV&minPrice=20000&maxPrice=60000.5',
  '/api/cars/facets?minYear=2016&maxYear=2020&maxMileage=80000&condition=Used',
  '/api/cars?page=1&limit=5',
  '/api/cars?page=2&limit=5&category=Truck&sort=price',
  '/api/cars?page=1&limit=5&maxPrice=40000&fuelType=Petrol',
  '/api/cars?page=1&limit=5&minPrice=12345.67&maxPrice=50000&minYear=2015&maxMileage=100000',
  '/api/cars?page=1&limit=5&searchTerm=counted&maxPrice=30000',
  '/api/cars/facets?drivetrain=AWD&minSeats=5',
  '/api/cars?page=1&limit=5&drivetrain=4WD&maxPrice=60000',
  '/api/cars?page=1&limit=5&minSeats=7&category=SUV',
];

const answers = async () =>
  Promise.all(
    QUERIES.map(async (url) => {
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      const { data, meta } = answer.json();
      return { url, data, meta };
    }),
  );

/** Waits until the server counts from its copy (the first read after a change starts building it). */
async function copyCurrent() {
  for (let i = 0; i < 100; i++) {
    if (t.app.catalogue.counts.read()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the counts copy was never built');
}

describe('counting from the copy of the filter columns', () => {
  it('answers every total, "above the maximum price" and facet as the database does', async () => {
    expect(t.app.catalogue.counts.read()).toBeUndefined(); // nothing copied yet: these come from the database
    const fromDatabase = await answers();
    await copyCurrent();
    expect(await answers()).toEqual(fromDatabase);
    expect(fromDatabase[0]?.data.category.SUV).toBeGreaterThan(0);
    expect(fromDatabase[6]?.meta.aboveMaxPrice).toBeGreaterThan(0);
  });

  it('counts a car added through the API at once, and again once the copy is rebuilt', async () => {
    await copyCurrent();
    const before = (await t.app.inject({ method: 'GET', url: '/api/cars/facets' })).json().data;
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/cars',
      headers: authHeader(admin),
      payload: { ...newCarBody, category: 'Convertible', fuelType: 'CNG' },
    });
    expect(added.statusCode, added.body).toBe(201);
    const at = async () => (await t.app.inject({ method: 'GET', url: '/api/cars/facets' })).json().data;
    const right = {
      ...before,
      category: { ...before.category, Convertible: before.category.Convertible + 1 },
      fuelType: { ...before.fuelType, CNG: before.fuelType.CNG + 1 },
    };
    expect(await at()).toMatchObject({ category: right.category, fuelType: right.fuelType });
    await copyCurrent();
    expect(await at()).toMatchObject({ category: right.category, fuelType: right.fuelType });
  });
});
