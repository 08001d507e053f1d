import type { Car } from '@carshop/contract/car';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_CLIENT_CAR_DEFAULTS } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let rows: Car[];
const hour = 3_600_000;
const base = Date.parse('2026-01-10T12:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  // Listed oldest first; createdAt increases by one hour per car.
  const cars = [
    createCar({ brand: 'Toyota', model: 'Camry', category: 'Sedan', year: 2021, price: 28_900 }),
    createCar({ brand: 'Toyota', model: 'RAV4', category: 'SUV', year: 2024, price: 36_900 }),
    createCar({ brand: 'Honda', model: 'Civic', category: 'Sedan', year: 2019, price: 21_000 }),
    createCar({ brand: 'Ford', model: 'F-150', category: 'Truck', year: 2023, price: 58_400 }),
    createCar({ brand: 'BMW', model: 'M4', category: 'Coupe', year: 2023, price: 84_900 }),
    createCar({
      brand: 'Mazda',
      model: 'MX-5',
      category: 'Convertible',
      year: 2024,
      price: 37_650,
      quantity: 0,
    }),
    createCar({ brand: 'Porsche', model: '911', category: 'Coupe', year: 2025, price: 124_500 }),
    createCar({ brand: 'Tesla', model: 'Model Y', category: 'SUV', year: 2022, price: 36_900 }),
    createCar({ brand: 'Chevrolet', model: 'Camaro', category: 'Coupe', year: 2020, price: 33_000 }),
  ].map((car, i) => ({ ...car, createdAt: new Date(base + i * hour), updatedAt: new Date(base + i * hour) }));
  rows = await addCars(t.db, cars);
});
afterAll(() => t.close());

const list = async (query = '') => {
  const response = await t.app.inject({ method: 'GET', url: `/api/cars${query}` });
  return { status: response.statusCode, body: response.json() };
};
const models = (data: Car[]) => data.map((car) => car.model);
const sortedBy = (compare: (a: Car, b: Car) => number) => [...rows].sort(compare).map((car) => car.model);
const byId = (a: Car, b: Car) => (a._id < b._id ? -1 : 1);
const newestFirst = (a: Car, b: Car) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

describe('GET /api/cars', () => {
  it('returns every car, newest first, in the wire shape, when no page or limit is asked', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Cars retrieved successfully' });
    expect(models(body.data)).toEqual([
      'Camaro',
      'Model Y',
      '911',
      'MX-5',
      'M4',
      'F-150',
      'Civic',
      'RAV4',
      'Camry',
    ]);
    expect(body.meta).toEqual({ page: 1, limit: 9, total: 9, totalPage: 1 });
    const mx5 = body.data.find((car: Car) => car.model === 'MX-5');
    expect(mx5).toEqual({
      _id: rows[5]?._id,
      brand: 'Mazda',
      model: 'MX-5',
      year: 2024,
      price: 37_650,
      image: null,
      images: [],
      category: 'Convertible',
      description: expect.any(String),
      quantity: 0,
      inStock: false,
      ...SPEC_CLIENT_CAR_DEFAULTS,
      createdAt: new Date(base + 5 * hour).toISOString(),
      updatedAt: new Date(base + 5 * hour).toISOString(),
    });
    expect(body.data[0]).not.toHaveProperty('searchText');
  });

  it.each([
    ['toyota', ['RAV4', 'Camry']],
    ['TOYOTA', ['RAV4', 'Camry']],
    ['toyta', ['RAV4', 'Camry']],
    ['camry', ['Camry']], // an exact match leaves out the near miss (Camaro)...
    ['camri', ['Camaro', 'Camry']], // ...which a typo, matching nothing exactly, shows
    ['chevy', ['Camaro']], // close enough to chevrolet
    ['suv', ['Model Y', 'RAV4']],
    ['Toyota  SUV', ['RAV4']],
    ['  porsche ', ['911']],
    ['mx-5', ['MX-5']],
    ['zzqqxx', []],
    ['%', []],
    ['_', []],
    ["'; drop table cars; --", []],
  ])('searches brand, model and category for %j', async (term, expected) => {
    const { status, body } = await list(`?searchTerm=${encodeURIComponent(term)}`);
    expect(status).toBe(200);
    expect(models(body.data)).toEqual(expected);
    expect(body.meta.total).toBe(expected.length);
  });

  it('filters by category and by an inclusive price range', async () => {
    expect(models((await list('?category=SUV')).body.data)).toEqual(['Model Y', 'RAV4']);
    expect(models((await list('?minPrice=36900&maxPrice=58400')).body.data)).toEqual([
      'Model Y',
      'MX-5',
      'F-150',
      'RAV4',
    ]);
    expect(models((await list('?minPrice=100000')).body.data)).toEqual(['911']);
    expect(models((await list('?category=Coupe&maxPrice=90000&searchTerm=bmw')).body.data)).toEqual(['M4']);
    expect(models((await list('?searchTerm=&category=&minPrice=&maxPrice=')).body.data)).toHaveLength(9);
  });

  it('counts the cars a maximum price hides, with the other filters applied (no car silently vanishes)', async () => {
    const paged = await list('?maxPrice=100000&page=1&limit=6');
    expect(paged.body.meta).toMatchObject({ total: 8, aboveMaxPrice: 1 });
    expect((await list('?maxPrice=50000')).body.meta).toMatchObject({ total: 6, aboveMaxPrice: 3 });
    expect((await list('?category=Coupe&maxPrice=50000&page=1&limit=6')).body.meta).toMatchObject({
      total: 1,
      aboveMaxPrice: 2,
    });
    expect((await list('?searchTerm=toyota&maxPrice=30000')).body.meta.aboveMaxPrice).toBe(1);
    // The limit itself is not above it (the range is inclusive).
    expect((await list('?maxPrice=124500')).body.meta.aboveMaxPrice).toBe(0);
    // Without a maximum there is nothing hidden to count.
    expect((await list('?page=1&limit=6')).body.meta).not.toHaveProperty('aboveMaxPrice');
  });

  it('refuses a minimum price above the maximum', async () => {
    const { status, body } = await list('?minPrice=50000&maxPrice=10000');
    expect(status).toBe(400);
    expect(body).toEqual({ success: false, message: 'minPrice cannot be greater than maxPrice' });
  });

  it.each([
    ['', newestFirst],
    ['createdAt', newestFirst],
    ['-createdAt', newestFirst],
    ['price', (a: Car, b: Car) => a.price - b.price || byId(a, b)],
    ['-price', (a: Car, b: Car) => b.price - a.price || byId(b, a)],
    ['year', (a: Car, b: Car) => a.year - b.year || byId(a, b)],
    ['-year', (a: Car, b: Car) => b.year - a.year || byId(b, a)],
  ])('sorts by %j with the id breaking ties', async (sort, compare) => {
    const { status, body } = await list(sort ? `?sort=${sort}` : '');
    expect(status).toBe(200);
    expect(models(body.data)).toEqual(sortedBy(compare));
  });

  it('pages without overlap or gaps and reports the totals', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => list(`?page=${page}&limit=3&sort=price`)));
    expect(pages.map((page) => page.body.meta)).toEqual([
      { page: 1, limit: 3, total: 9, totalPage: 3 },
      { page: 2, limit: 3, total: 9, totalPage: 3 },
      { page: 3, limit: 3, total: 9, totalPage: 3 },
    ]);
    expect(pages.flatMap((page) => models(page.body.data))).toEqual(
      sortedBy((a, b) => a.price - b.price || byId(a, b)),
    );
    const beyond = await list('?page=9&limit=3');
    expect(beyond.body.data).toEqual([]);
    expect(beyond.body.meta).toEqual({ page: 9, limit: 3, total: 9, totalPage: 3 });
  });

  it('uses pages of 6 when only the page is given, and page 1 when only the limit is', async () => {
    expect((await list('?page=2')).body.meta).toEqual({ page: 2, limit: 6, total: 9, totalPage: 2 });
    expect((await list('?page=2')).body.data).toHaveLength(3);
    expect((await list('?limit=5')).body.meta).toEqual({ page: 1, limit: 5, total: 9, totalPage: 2 });
    expect((await list('?page=1&limit=6&searchTerm=nothing-like-this')).body.meta).toEqual({
      page: 1,
      limit: 6,
      total: 0,
      totalPage: 1,
    });
  });

  it.each([
    ['sort=price&sort=year', 'Unknown sort'],
    ['sort=price;drop', 'Unknown sort'],
    ['sort=brand', 'Unknown sort'],
    ['category=Boat', 'Invalid category'],
    ['category=SUV&category=Sedan', 'Invalid category'],
    ['searchTerm=a&searchTerm=b', 'Must be text'],
    [`searchTerm=${'x'.repeat(101)}`, 'Search is too long'],
    ['searchTerm=%00', 'Must not contain control characters'],
    ['searchTerm=bmw%00%27', 'Must not contain control characters'],
    ['searchTerm=%1B%5B31m', 'Must not contain control characters'],
    ['minPrice=abc', 'minPrice must be a number'],
    ['minPrice=-1', 'minPrice must be 0 or more'],
    ['maxPrice=1e400', 'maxPrice must be a number'],
    ['minPrice=1&minPrice=2', 'minPrice must be a number'],
    ['page=0', 'page must be 1 or more'],
    ['page=-1', 'page must be 1 or more'],
    ['page=1.5', 'page must be a whole number'],
    ['page=99999999999999999999', 'page must be at most 100000'],
    ['limit=1000', 'limit must be at most 100'],
    ['limit=0', 'limit must be 1 or more'],
    ['limit=NaN', 'limit must be a number'],
    ['limit=Infinity', 'limit must be a number'],
  ])('answers 400, never 500, to %s', async (query, message) => {
    const { status, body } = await list(`?${query}`);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message });
  });

  it('ignores unknown query parameters', async () => {
    const { status, body } = await list('?color=red&__proto__=x&constructor=y');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(9);
  });
});

describe('GET /api/cars/:id', () => {
  it('returns the car', async () => {
    const car = rows[3]!;
    const response = await t.app.inject({ method: 'GET', url: `/api/cars/${car._id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      data: { _id: car._id, brand: 'Ford', model: 'F-150', category: 'Truck', inStock: true },
    });
  });

  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '123', "1' or '1'='1", `${'a'.repeat(36)}`])(
    'answers 404 "Car not found" for %j',
    async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/cars/${encodeURIComponent(id)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Car not found' });
    },
  );
});
