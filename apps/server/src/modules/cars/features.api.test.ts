import type { Car } from '@carshop/contract/car';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carsCsvOf, csvCar, importCars } from '../../../test/car-import-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { authHeader, createBuyer, newCarBody } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

/**
 * A car's features (issue 32): drivetrain, seats, doors and equipment, written by the form and the CSV, filtered by
 * drivetrain and seats (from the counts' copy and the database alike) and found by the catalogue's search words.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp({ carCountsMs: 60_000 });
  admin = (await createBuyer(t.app, t.db, { role: 'admin' })).session;
  await addCars(t.db, [
    createCar({
      brand: 'Featured',
      model: 'Trail AWD',
      category: 'SUV',
      drivetrain: 'AWD',
      seats: 7,
      doors: 5,
      equipment: ['Heated seats', 'Tow bar'],
    }),
    createCar({ brand: 'Featured', model: 'Rock', category: 'Truck', drivetrain: '4WD', seats: 5, doors: 4 }),
    createCar({
      brand: 'Featured',
      model: 'Sprint',
      category: 'Coupe',
      drivetrain: 'RWD',
      seats: 2,
      doors: 2,
    }),
    // No drivetrain given: its description still says it (what a search for the words finds).
    createCar({
      brand: 'Featured',
      model: 'Quiet',
      category: 'Sedan',
      description: 'Smooth all-wheel drive and a calm cabin.',
    }),
  ]);
});
afterAll(() => t.close());

const post = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/cars', headers: authHeader(admin), payload: body });
const put = (id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/cars/${id}`, headers: authHeader(admin), payload: body });
const models = async (query: string) => {
  const answer = await t.app.inject({ method: 'GET', url: `/api/cars?page=1&limit=50&${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  const body = answer.json() as { data: Car[]; meta: { total: number } };
  expect(body.meta.total).toBe(body.data.length);
  return body.data.map((car) => car.model).sort();
};

describe('the fields', () => {
  it('are null and empty for a client that sends none, taken from the form, changed and cleared by PUT', async () => {
    const bare = await post(newCarBody);
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().data).toMatchObject({ drivetrain: null, seats: null, doors: null, equipment: [] });

    const added = await post({
      ...newCarBody,
      drivetrain: 'FWD',
      seats: 5,
      doors: 4,
      equipment: [' Apple CarPlay ', '', 'Heated seats'],
    });
    expect(added.statusCode, added.body).toBe(201);
    const car = added.json().data as Car;
    // Trimmed, the blank line of the form dropped.
    expect(car).toMatchObject({
      drivetrain: 'FWD',
      seats: 5,
      doors: 4,
      equipment: ['Apple CarPlay', 'Heated seats'],
    });

    const changed = await put(car._id, { drivetrain: '4WD', seats: null, equipment: ['Tow bar'] });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({
      drivetrain: '4WD',
      seats: null,
      doors: 4,
      equipment: ['Tow bar'],
    });
    const read = await t.app.inject({ url: `/api/cars/${car._id.toUpperCase()}` });
    expect(read.json().data).toMatchObject({ drivetrain: '4WD', seats: null, equipment: ['Tow bar'] });
  });

  it.each([
    [{ drivetrain: 'awd' }, 'Drivetrain must be one of: FWD, RWD, AWD, 4WD'],
    [{ drivetrain: 4 }, 'Drivetrain must be one of: FWD, RWD, AWD, 4WD'],
    [{ seats: 0 }, 'Seats must be at least 1'],
    [{ seats: 13 }, 'Seats must be at most 12'],
    [{ seats: 4.5 }, 'Seats must be a whole number'],
    [{ doors: -1 }, 'Doors must be at least 0'],
    [{ doors: '4' }, 'Doors must be a number'],
    [{ equipment: 'Heated seats' }, 'Equipment must be a list of items'],
    [{ equipment: ['Heated seats', 'heated SEATS'] }, 'The same equipment item is listed twice'],
    [{ equipment: ['Sat\u0000nav'] }, 'Must not contain control characters'],
    [{ equipment: ['Roof | rails'] }, 'An equipment item cannot contain |'],
    [{ equipment: ['x'.repeat(61)] }, 'An equipment item must be at most 60 characters'],
    [
      { equipment: Array.from({ length: 41 }, (_, i) => `Item ${i}`) },
      'A car can list at most 40 equipment items',
    ],
  ])('refuses %j with a 400 (POST and PUT)', async (fields, message) => {
    expectError(await post({ ...newCarBody, ...fields }), 400, message);
    const [car] = await addCars(t.db, [createCar()]);
    expectError(await put(car!._id, fields), 400, message);
  });
});

describe('the catalogue', () => {
  it('filters by drivetrain and by a least number of seats, from the copy and from the database alike', async () => {
    for (let pass = 0; pass < 2; pass++) {
      expect(await models('searchTerm=featured&drivetrain=AWD')).toEqual(['Trail AWD']);
      expect(await models('brand=x&drivetrain=4WD')).toContain('Rock');
      expect(await models('searchTerm=featured&minSeats=5')).toEqual(['Rock', 'Trail AWD']);
      expect(await models('searchTerm=featured&minSeats=7&drivetrain=AWD')).toEqual(['Trail AWD']);
      expect(await models('searchTerm=featured&minSeats=7&drivetrain=RWD')).toEqual([]);
      // Without words the total comes from the counts' copy (once built): the same as the rows.
      const noWords = await t.app.inject({ url: '/api/cars?page=1&limit=50&drivetrain=RWD&minSeats=2' });
      const body = noWords.json() as { data: Car[]; meta: { total: number } };
      expect(body.meta.total).toBe(body.data.length);
      expect(body.data.every((car) => car.drivetrain === 'RWD' && (car.seats ?? 0) >= 2)).toBe(true);
      for (let i = 0; i < 100 && !t.app.catalogue.counts.read(); i++)
        await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it.each([
    ['drivetrain=awd', 'Drivetrain must be one of: FWD, RWD, AWD, 4WD'],
    ['drivetrain=AWD&drivetrain=4WD', 'Drivetrain must be one of: FWD, RWD, AWD, 4WD'],
    ['drivetrain=%00', 'Drivetrain must be one of: FWD, RWD, AWD, 4WD'],
    ['minSeats=0', 'minSeats must be 1 or more'],
    ['minSeats=13', 'minSeats must be at most 12'],
    ['minSeats=2.5', 'minSeats must be a whole number'],
    ['minSeats=many', 'minSeats must be a number'],
  ])('answers 400 to %s, on the list and the facets', async (query, message) => {
    expectError(await t.app.inject({ url: `/api/cars?${query}` }), 400, message);
    expectError(await t.app.inject({ url: `/api/cars/facets?${query}` }), 400, message);
  });

  it('finds "awd" and "4wd" by the drivetrain, the words of a description, equipment and seats', async () => {
    expect(await models('searchTerm=featured awd')).toEqual(['Trail AWD']);
    expect(await models('searchTerm=featured 4WD')).toEqual(['Rock']);
    // The drivetrain's name and a description's words alike.
    expect(await models('searchTerm=featured all-wheel drive')).toEqual(['Quiet', 'Trail AWD']);
    expect(await models('searchTerm=featured heated seats')).toEqual(['Trail AWD']);
    expect(await models('searchTerm=featured 7 seats')).toEqual(['Trail AWD']);
    expect(await models('searchTerm=featured four-wheel')).toEqual(['Rock']);
  });

  it('finds a car by features given after it was listed (the search text follows every write)', async () => {
    const [car] = await addCars(t.db, [createCar({ brand: 'Featured', model: 'Later' })]);
    expect(await models('searchTerm=featured panoramic')).toEqual([]);
    const answer = await put(car!._id, { equipment: ['Panoramic sunroof'], drivetrain: 'AWD' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await models('searchTerm=featured panoramic')).toEqual(['Later']);
    expect(await models('searchTerm=featured awd')).toEqual(['Later', 'Trail AWD']);
  });
});

describe('the CSV', () => {
  it('imports the features (a drivetrain as typed, items split by |), exports them, and reads its export back unchanged', async () => {
    const row = csvCar({
      model: 'Imported',
      drivetrain: 'awd',
      seats: 7,
      doors: 5,
      equipment: 'Heated seats | Tow bar',
    });
    const imported = await importCars(t.app, admin, carsCsvOf([row]), { commit: true });
    expect(imported.statusCode, imported.body).toBe(200);
    const exported = await t.app.inject({
      url: '/api/cars/export?searchTerm=imported',
      headers: authHeader(admin),
    });
    expect(exported.statusCode).toBe(200);
    const [header, line] = exported.body.trim().split('\r\n');
    expect(header).toContain('drivetrain,seats,doors,equipment');
    expect(line).toContain('AWD,7,5,Heated seats|Tow bar');
    const again = await importCars(t.app, admin, exported.body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.summary).toMatchObject({ unchanged: 1, error: 0 });

    // A file without the feature columns keeps a matched car's features.
    const { equipment: _equipment, drivetrain: _drivetrain, ...rest } = row;
    const columns = Object.keys(rest);
    const kept = await importCars(t.app, admin, carsCsvOf([{ ...rest, price: 21_000 }], columns), {
      commit: true,
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const car = (await t.app.inject({ url: '/api/cars?searchTerm=imported' })).json().data[0] as Car;
    expect(car).toMatchObject({ price: 21_000, drivetrain: 'AWD', equipment: ['Heated seats', 'Tow bar'] });
  });

  it('names the row and column of a bad feature', async () => {
    const answer = await importCars(
      t.app,
      admin,
      carsCsvOf([csvCar({ drivetrain: 'sideways' }), csvCar({ seats: 'two' }), csvCar({ equipment: 'a|A' })]),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const rows = answer.json().data.rows as { errors: { column: string; message: string }[] }[];
    expect(rows.map((row) => row.errors)).toEqual([
      [{ column: 'drivetrain', message: 'Drivetrain must be one of: FWD, RWD, AWD, 4WD' }],
      [{ column: 'seats', message: 'Seats must be a number' }],
      [{ column: 'equipment', message: 'The same equipment item is listed twice' }],
    ]);
  });
});
