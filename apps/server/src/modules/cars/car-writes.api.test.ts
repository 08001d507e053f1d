import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Car } from '@carshop/contract/car';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session } from '../../../test/auth-helpers.ts';
import { expectError, expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { jpegPicture, uploadPicture } from '../../../test/picture-helpers.ts';
import {
  authHeader,
  checkoutBody,
  createBuyer,
  newCarBody,
  postOrder,
  SPEC_CLIENT_CAR_DEFAULTS,
} from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars, getCar } from './catalogue.service.ts';

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carshop-car-writes-'));
let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: Session;
let customer: Session;
let picture: string;

beforeAll(async () => {
  t = await createTestApp({ uploadDir, catalogueCacheMs: 60_000 });
  [admin, customer] = await Promise.all([
    createUser(t.db, { role: 'admin' }).then((user) => loginAs(t.app, user)),
    createUser(t.db).then((user) => loginAs(t.app, user)),
  ]);
  picture = (await uploadPicture(t.app, admin, await jpegPicture())).json().data.display_url;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(uploadDir, { recursive: true, force: true });
});

const newCar = newCarBody;

/** `null` is a visitor; by default the admin sends. */
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, session: Session | null, payload?: object) =>
  t.app.inject({ method, url, payload, headers: authHeader(session ?? undefined) });
const post = (payload: object, session: Session | null = admin) =>
  send('POST', '/api/cars', session, payload);
const put = (id: string, payload: object, session: Session | null = admin) =>
  send('PUT', `/api/cars/${id}`, session, payload);
const del = (id: string, session: Session | null = admin) => send('DELETE', `/api/cars/${id}`, session);
const listTotal = async (query: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/cars?${query}` })).json().meta.total as number;

describe('POST /api/cars', () => {
  it('adds a car: 201, the server message, the car with its id and times', async () => {
    const response = await post({ ...newCar, image: picture });
    expect(response.statusCode, response.body).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Car created successfully' });
    expect(body.data).toEqual({
      ...newCar,
      image: picture,
      images: [picture], // issue 21: a spec client's picture is the car's one picture
      _id: expect.any(String),
      inStock: true,
      ...SPEC_CLIENT_CAR_DEFAULTS,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(await getCar(t.db, body.data._id)).toEqual(body.data);
  });

  it('sets id, times and inStock itself, whatever the body says', async () => {
    const forged = {
      ...newCar,
      _id: '00000000-0000-4000-8000-000000000001',
      id: '00000000-0000-4000-8000-000000000001',
      inStock: false,
      createdAt: '1999-01-01T00:00:00.000Z',
      updatedAt: '1999-01-01T00:00:00.000Z',
      searchText: 'hacked',
    };
    const { data } = (await post(forged)).json();
    expect(data._id).not.toBe(forged._id);
    expect(data.inStock).toBe(true);
    expect(Date.parse(data.createdAt)).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('shows the new car in a cached catalogue page at once', async () => {
    const before = await listTotal('category=Convertible&page=1&limit=6');
    await post({ ...newCar, category: 'Convertible' });
    expect(await listTotal('category=Convertible&page=1&limit=6')).toBe(before + 1);
  });

  it.each([
    ['brand', { brand: '' }, 'Brand is required'],
    ['brand', { brand: undefined }, 'Brand is required'],
    ['model', { model: '   ' }, 'Model is required'],
    ['year', { year: 1885 }, 'Year must be 1886 or later'],
    ['year', { year: new Date().getFullYear() + 1 }, 'Year cannot be in the future'],
    ['year', { year: '2020' }, 'Year must be a number'],
    ['price', { price: 'cheap' }, 'Price must be a positive number'],
    ['price', { price: 0 }, 'Price must be a positive number'],
    ['price', { price: -5 }, 'Price must be a positive number'],
    ['price', { price: 0.004 }, 'Price must be at least 0.01'],
    ['price', { price: 0.005 }, 'Price must be at least 0.01'],
    ['price', { price: 19.999 }, 'Price can have at most two decimals'],
    ['category', { category: 'Boat' }, 'Invalid category'],
    ['description', { description: '' }, 'Description is required'],
    ['quantity', { quantity: 'many' }, 'Quantity must be a positive number'],
    ['quantity', { quantity: 0 }, 'Quantity must be at least 1'],
    ['quantity', { quantity: 1.5 }, 'Quantity must be a whole number'],
    ['brand', { brand: 'Toy\u0000ota' }, 'Must not contain control characters'],
    ['brand', { brand: 'x'.repeat(61) }, 'Must be at most 60 characters'],
  ])('answers 400 with the specification message for a bad %s', async (_field, change, message) => {
    expectError(await post({ ...newCar, ...change }), 400, message);
  });

  it.each([
    'https://images.example.com/car-960.webp',
    'http://localhost:3000/uploads/x-960.webp',
    '//evil.example.com/car-960.webp',
    'javascript:alert(1)',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    '/uploads/../jwt-secret',
    '/uploads/demo/../../jwt-secret-960.webp',
    '/uploads/a/b/c-960.webp',
    '/uploads/car.png',
    '/images/car-placeholder.svg',
    '',
  ])('refuses the image %j: only pictures uploaded to this shop', async (image) => {
    expectError(await post({ ...newCar, image }), 400, 'Image must be a picture uploaded to this shop');
  });

  it('refuses a well-formed upload URL whose files do not exist, and the small variant of a real one', async () => {
    expectError(
      await post({ ...newCar, image: '/uploads/0123456789abcdef0123456789abcdef-960.webp' }),
      400,
      'Image must be a picture uploaded to this shop',
    );
    expectError(
      await post({ ...newCar, image: picture.replace('-960', '-480') }),
      400,
      'Image must be a picture uploaded to this shop',
    );
  });

  it('is 401 for a visitor and 403 for a customer, before the body is read', async () => {
    expectUnauthorized(await post(newCar, null));
    expectForbidden(await post(newCar, customer));
    expectForbidden(await post({ brand: 42 }, customer));
  });
});

describe('PUT /api/cars/:id', () => {
  let car: Car;
  beforeAll(async () => {
    car = (await addCars(t.db, [createCar({ brand: 'Honda', model: 'Civic', quantity: 4 })]))[0]!;
  });

  it('changes the fields sent, and only those; inStock follows the quantity', async () => {
    const response = await put(car._id, { price: 19_999.99, quantity: 0, inStock: true });
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Car updated successfully');
    expect(data).toMatchObject({
      brand: 'Honda',
      model: 'Civic',
      price: 19_999.99,
      quantity: 0,
      inStock: false,
    });
    expect(data.createdAt).toBe(car.createdAt);
    expect(Date.parse(data.updatedAt)).toBeGreaterThan(Date.parse(car.updatedAt));
    const back = (await put(car._id, { quantity: 2 })).json().data;
    expect([back.quantity, back.inStock]).toEqual([2, true]);
  });

  it('sets and removes a picture', async () => {
    expect((await put(car._id, { image: picture })).json().data.image).toBe(picture);
    expect((await put(car._id, { image: null })).json().data.image).toBeNull();
    expectError(
      await put(car._id, { image: 'https://evil.example.com/x.jpg' }),
      400,
      'Image must be a picture uploaded to this shop',
    );
  });

  it('ignores ids and times in the body, and refuses a body with nothing to change', async () => {
    const other = '00000000-0000-4000-8000-000000000002';
    const response = await put(car._id, {
      _id: other,
      createdAt: '2000-01-01T00:00:00Z',
      model: 'Civic Type R',
    });
    expect(response.json().data).toMatchObject({
      _id: car._id,
      model: 'Civic Type R',
      createdAt: car.createdAt,
    });
    expectError(await put(car._id, {}), 400, 'Nothing to update');
    expectError(await put(car._id, { inStock: false, _id: other }), 400, 'Nothing to update');
  });

  it.each([
    [{ quantity: -1 }, 'Quantity cannot be negative'],
    [{ year: 1800 }, 'Year must be 1886 or later'],
    [{ price: 0 }, 'Price must be a positive number'],
    [{ price: 0.004 }, 'Price must be at least 0.01'],
    [{ price: 10_250.555 }, 'Price can have at most two decimals'],
    [{ category: 'Van' }, 'Invalid category'],
    [{ brand: '' }, 'Brand is required'],
  ])('answers 400 to %j', async (payload, message) => {
    expectError(await put(car._id, payload), 400, message);
  });

  it('answers 404 to an unknown or malformed id', async () => {
    for (const id of [crypto.randomUUID(), 'nope', "1' or '1'='1"]) {
      expectError(await put(encodeURIComponent(id), { price: 1 }), 404, 'Car not found');
    }
  });

  it('is 401 for a visitor and 403 for a customer, before the body is read', async () => {
    expectUnauthorized(await put(car._id, { price: 1 }, null));
    expectForbidden(await put(car._id, { price: 'not even valid' }, customer));
    expect((await getCar(t.db, car._id)).price).not.toBe(1);
  });
});

describe('DELETE /api/cars/:id', () => {
  it('deletes a car; the second delete answers 404', async () => {
    const [car] = await addCars(t.db, [createCar()]);
    const response = await del(car!._id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Car deleted successfully',
      data: { message: 'Car deleted successfully' },
    });
    expectError(await t.app.inject({ method: 'GET', url: `/api/cars/${car!._id}` }), 404, 'Car not found');
    expectError(await del(car!._id), 404, 'Car not found');
    expectError(await del('not-a-uuid'), 404, 'Car not found');
  });

  it('keeps the orders that bought the car, with their snapshot', async () => {
    const [car] = await addCars(t.db, [
      createCar({ brand: 'Lada', model: 'Niva', price: 9_500, image: picture }),
    ]);
    const buyer = await createBuyer(t.app, t.db);
    const placed = await postOrder(t.app, buyer.session, checkoutBody([{ car: car!._id, quentity: 2 }]));
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data._id;
    expect((await del(car!._id)).statusCode).toBe(200);
    const order = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${orderId}`,
      headers: authHeader(buyer.session),
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().data).toMatchObject({
      totalPrice: 19_000,
      items: [
        {
          car: {
            _id: null,
            brand: 'Lada',
            model: 'Niva',
            price: 9_500,
            image: picture,
            year: 2022,
            category: 'Sedan',
          },
          quentity: 2,
          price: 9_500,
        },
      ],
    });
  });

  it('takes the car out of a cached catalogue page at once', async () => {
    const [car] = await addCars(t.db, [createCar({ category: 'Truck' })]);
    await t.app.carChanges.publish({ kind: 'car', ids: [car!._id] });
    const before = await listTotal('category=Truck&page=1&limit=6');
    await del(car!._id);
    expect(await listTotal('category=Truck&page=1&limit=6')).toBe(before - 1);
  });

  it('is 401 for a visitor and 403 for a customer', async () => {
    const [car] = await addCars(t.db, [createCar()]);
    expectUnauthorized(await del(car!._id, null));
    expectForbidden(await del(car!._id, customer));
    expect((await getCar(t.db, car!._id))._id).toBe(car!._id);
  });
});
