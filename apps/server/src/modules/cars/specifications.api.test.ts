import type { Car } from '@carshop/contract/car';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { authHeader, newCarBody, SPEC_CLIENT_CAR_DEFAULTS } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

/** A car's specifications (issue 21): the fields, their filters, sorts, facets and search words. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  await addCars(t.db, [
    createCar({
      brand: 'Specs',
      model: 'Diesel Wagon',
      category: 'Sedan',
      year: 2019,
      fuelType: 'Diesel',
      transmission: 'Manual',
      condition: 'Used',
      mileage: 88_000,
      color: 'Racing Green',
    }),
    createCar({
      brand: 'Specs',
      model: 'Volt',
      category: 'Sedan',
      year: 2024,
      fuelType: 'Electric',
      condition: 'New',
      mileage: 10,
    }),
    createCar({
      brand: 'Specs',
      model: 'Hauler',
      category: 'Truck',
      year: 2021,
      fuelType: 'Diesel',
      condition: 'Used',
      mileage: 41_000,
    }),
    createCar({
      brand: 'Specs',
      model: 'Saver',
      category: 'SUV',
      year: 2022,
      fuelType: 'Hybrid',
      condition: 'Used',
      mileage: 23_000,
    }),
  ]);
});
afterAll(() => t.close());

const post = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/cars', headers: authHeader(admin), payload: body });
const put = (id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/cars/${id}`, headers: authHeader(admin), payload: body });
const list = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/cars?searchTerm=specs&${query}` });
  return {
    status: answer.statusCode,
    answer,
    models: ((answer.json().data ?? []) as Car[]).map((car) => car.model),
  };
};

describe('the fields', () => {
  it('defaults for a client that sends none of them: new, petrol, automatic, 0 km, no colour or VIN', async () => {
    const answer = await post(newCarBody);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(answer.json().data).toMatchObject(SPEC_CLIENT_CAR_DEFAULTS);
  });

  it('takes every one of them, the VIN in capitals, and changes them with PUT', async () => {
    const answer = await post({
      ...newCarBody,
      mileage: 12_345,
      fuelType: 'Plug-in Hybrid',
      transmission: 'Manual',
      condition: 'Used',
      color: ' Midnight Blue ',
      vin: '1hgcm82633a004352',
    });
    expect(answer.statusCode, answer.body).toBe(201);
    const car = answer.json().data as Car;
    expect(car).toMatchObject({
      mileage: 12_345,
      fuelType: 'Plug-in Hybrid',
      transmission: 'Manual',
      condition: 'Used',
      color: 'Midnight Blue',
      vin: '1HGCM82633A004352',
    });
    const changed = await put(car._id, { mileage: 13_000, vin: null, color: null });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      mileage: 13_000,
      vin: null,
      color: null,
      fuelType: 'Plug-in Hybrid',
    });
  });

  it('refuses bad values with the contract messages', async () => {
    for (const [vin, message] of [
      ['1HGCM82633A0O4352', 'VIN cannot contain I, O or Q: the 13th character "O" is probably a 0'],
      ['SHORT', 'VIN must be 17 characters (this one has 5); only cars from before 1981 have shorter ones'],
    ] as const)
      expectError(await post({ ...newCarBody, vin }), 400, message);
    expectError(await post({ ...newCarBody, mileage: -1 }), 400, 'Mileage cannot be negative');
    expectError(await post({ ...newCarBody, mileage: 1.5 }), 400, 'Mileage must be a whole number');
    expectError(
      await post({ ...newCarBody, fuelType: 'Steam' }),
      400,
      'Fuel type must be one of: Petrol, Diesel, Hybrid, Plug-in Hybrid, Electric, CNG',
    );
    expectError(
      await post({ ...newCarBody, transmission: 'CVT' }),
      400,
      'Transmission must be one of: Automatic, Manual',
    );
    expectError(await post({ ...newCarBody, condition: 'Mint' }), 400, 'Condition must be one of: New, Used');
    expectError(
      await post({ ...newCarBody, color: 'x'.repeat(41) }),
      400,
      'Colour must be at most 40 characters',
    );
  });

  it('keeps a VIN to one car, also when two listings of it arrive at once', async () => {
    const vin = 'JH4KA7561PC008269';
    const answers = await Promise.all([
      post({ ...newCarBody, vin }),
      post({ ...newCarBody, vin: vin.toLowerCase() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)!;
    expectError(refused, 409, 'Another car in the catalogue has this VIN');
    const other = (await post(newCarBody)).json().data as Car;
    expectError(await put(other._id, { vin }), 409, 'Another car in the catalogue has this VIN');
  });
});

describe('filters and sorts', () => {
  it('filter by fuel, transmission, condition, years and mileage', async () => {
    expect((await list('fuelType=Diesel&sort=mileage')).models).toEqual(['Hauler', 'Diesel Wagon']);
    expect((await list('transmission=Manual')).models).toEqual(['Diesel Wagon']);
    expect((await list('condition=New')).models).toEqual(['Volt']);
    expect((await list('minYear=2021&maxYear=2022&sort=year')).models).toEqual(['Hauler', 'Saver']);
    expect((await list('maxMileage=41000&sort=-mileage')).models).toEqual(['Hauler', 'Saver', 'Volt']);
  });

  it('sort by mileage both ways', async () => {
    expect((await list('sort=mileage')).models).toEqual(['Volt', 'Saver', 'Hauler', 'Diesel Wagon']);
    expect((await list('sort=-mileage')).models).toEqual(['Diesel Wagon', 'Hauler', 'Saver', 'Volt']);
  });

  it('refuse bad values with a 400 and a message', async () => {
    const cases: [string, string][] = [
      ['fuelType=Steam', 'Fuel type must be one of: Petrol, Diesel, Hybrid, Plug-in Hybrid, Electric, CNG'],
      ['transmission=cvt', 'Transmission must be one of: Automatic, Manual'],
      ['condition=mint', 'Condition must be one of: New, Used'],
      ['minYear=abc', 'minYear must be a number'],
      ['minYear=1700', 'minYear must be 1886 or later'],
      ['maxMileage=-5', 'maxMileage must be 0 or more'],
      ['minYear=2024&maxYear=2020', 'minYear cannot be greater than maxYear'],
      ['sort=mileage;drop', 'Unknown sort'],
    ];
    for (const [query, message] of cases) expectError((await list(query)).answer, 400, message);
  });
});

describe('search words', () => {
  it('match fuel, transmission and colour', async () => {
    const search = async (words: string) => {
      const answer = await t.app.inject({
        method: 'GET',
        url: `/api/cars?searchTerm=${encodeURIComponent(words)}`,
      });
      return ((answer.json().data ?? []) as Car[]).map((car) => car.model).sort();
    };
    expect(await search('specs diesel')).toEqual(['Diesel Wagon', 'Hauler']);
    expect(await search('specs manual')).toEqual(['Diesel Wagon']);
    expect(await search('racing green')).toEqual(['Diesel Wagon']);
    expect(await search('specs electric')).toEqual(['Volt']);
  });
});

describe('GET /api/cars/facets', () => {
  const facets = async (query: string) => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/cars/facets?searchTerm=specs&${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  /** The fuel counts of the four "specs" cars: every fuel, 0 included. */
  const fuelCountsOfAll = { Petrol: 0, Diesel: 2, Hybrid: 1, 'Plug-in Hybrid': 0, Electric: 1, CNG: 0 };

  it('counts every value of each dimension, 0 included', async () => {
    const all = await facets('');
    expect(all.fuelType).toEqual(fuelCountsOfAll);
    expect(all.category).toEqual({ Sedan: 2, SUV: 1, Truck: 1, Coupe: 0, Convertible: 0 });
    expect(all.condition).toEqual({ New: 1, Used: 3 });
    expect(all.transmission).toEqual({ Automatic: 3, Manual: 1 });
  });

  it("counts each dimension with the other filters, not its own: a chosen fuel keeps the other fuels' counts", async () => {
    const diesel = await facets('fuelType=Diesel');
    expect(diesel.fuelType).toEqual(fuelCountsOfAll);
    expect(diesel.category).toEqual({ Sedan: 1, SUV: 0, Truck: 1, Coupe: 0, Convertible: 0 });
    expect(diesel.transmission).toEqual({ Automatic: 1, Manual: 1 });
    const usedSedans = await facets('condition=Used&category=Sedan');
    expect(usedSedans.fuelType.Diesel).toBe(1);
    expect(usedSedans.fuelType.Electric).toBe(0);
  });

  it('refuses the bad values the list refuses', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/cars/facets?fuelType=Steam' });
    expect(answer.statusCode).toBe(400);
  });
});
