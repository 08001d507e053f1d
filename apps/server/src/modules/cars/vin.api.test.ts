import type { Car } from '@carshop/contract/car';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { authHeader, newCarBody } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

/** VINs are checked when they are written (issue 31, ADR 062), and only then. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };
/** A car listed before VINs were checked, with a VIN whose check digit is wrong. */
let legacy: Car;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  const [added] = await addCars(t.db, [
    createCar({ year: 2019, vin: 'WVWZZZ1JZXW000001', condition: 'Used' }),
  ]);
  legacy = added!;
});
afterAll(() => t.close());

const post = (body: object) =>
  t.app.inject({ method: 'POST', url: '/api/cars', headers: authHeader(admin), payload: body });
const put = (id: string, body: object) =>
  t.app.inject({ method: 'PUT', url: `/api/cars/${id}`, headers: authHeader(admin), payload: body });

const WRONG_CHECK_DIGIT =
  'VIN check digit (the 9th character) does not match the others: one of them is mistyped (if the others are right, the 9th should be 5)';

describe('adding a car', () => {
  it('refuses a wrong check digit with the message on the vin field', async () => {
    const answer = await post({ ...newCarBody, vin: '1HGCM82633A004353' });
    expectError(answer, 400, WRONG_CHECK_DIGIT);
    expect(answer.json().errors).toEqual([{ path: 'body.vin', message: WRONG_CHECK_DIGIT }]);
  });

  it('names the likely mistyped character', async () => {
    expectError(
      await post({ ...newCarBody, vin: '1hgcm82633a0043s2' }),
      400,
      'VIN check digit (the 9th character) does not match the others: the 16th character "S" is probably a 5',
    );
  });

  it("takes an older car's shorter number only when its year is before 1981", async () => {
    const classic = await post({ ...newCarBody, year: 1969, vin: '124379n512345' });
    expect(classic.statusCode, classic.body).toBe(201);
    expect(classic.json().data.vin).toBe('124379N512345');
    expectError(
      await post({ ...newCarBody, year: 1981, vin: '124379N512346' }),
      400,
      'VIN must be 17 characters (this one has 13); only cars from before 1981 have shorter ones',
    );
  });

  it('refuses junk without a 500, however long', async () => {
    for (const vin of ['x'.repeat(10_000), '1HGCM82633A00435\u0000', '<script>', 42]) {
      const answer = await post({ ...newCarBody, vin });
      expect(answer.statusCode, String(vin).slice(0, 20)).toBe(400);
    }
  });
});

describe('changing a car', () => {
  let car: Car;
  beforeAll(async () => {
    const answer = await post({ ...newCarBody, year: 2003, vin: '1HGCM82633A004352' });
    car = answer.json().data;
  });

  it('checks a VIN changed alone against the stored year', async () => {
    expectError(
      await put(car._id, { vin: '124379N512345' }),
      400,
      'VIN must be 17 characters (this one has 13); only cars from before 1981 have shorter ones',
    );
    expectError(await put(car._id, { vin: '1HGCM82633A004353' }), 400, WRONG_CHECK_DIGIT);
  });

  it('checks a year changed alone against the stored VIN', async () => {
    const classic = (await post({ ...newCarBody, year: 1970, vin: '136370K123456' })).json().data as Car;
    expectError(
      await put(classic._id, { year: 1995 }),
      400,
      'VIN must be 17 characters (this one has 13); only cars from before 1981 have shorter ones',
    );
    const fine = await put(classic._id, { year: 1972 });
    expect(fine.statusCode, fine.body).toBe(200);
  });

  it('reads and changes a car listed with a VIN that would not pass today, as long as the VIN stays', async () => {
    const read = await t.app.inject({ method: 'GET', url: `/api/cars/${legacy._id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.vin).toBe('WVWZZZ1JZXW000001');
    const listed = await t.app.inject({ method: 'GET', url: '/api/cars' });
    expect(listed.json().data.map((each: Car) => each.vin)).toContain('WVWZZZ1JZXW000001');

    const price = await put(legacy._id, { price: 9_999 });
    expect(price.statusCode, price.body).toBe(200);
    // A client that sends the whole car back to change one field.
    const whole = await put(legacy._id, { ...newCarBody, year: legacy.year, vin: legacy.vin, price: 9_500 });
    expect(whole.statusCode, whole.body).toBe(200);
    // A change that touches the VIN or the year has to leave a VIN that passes.
    expectError(
      await put(legacy._id, { year: 2018 }),
      400,
      'VIN check digit (the 9th character) does not match the others: the 9th character "Z" should be a digit or X',
    );
    const cleared = await put(legacy._id, { vin: null, year: 2018 });
    expect(cleared.statusCode, cleared.body).toBe(200);
  });
});
