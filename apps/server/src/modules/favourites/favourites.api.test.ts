import { FAVOURITE_MESSAGES, MAX_FAVOURITES } from '@carshop/contract/favourite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError, expectUnauthorized } from '../../../test/expect-error.ts';
import { authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { saveFavourite } from './service.ts';

/** Saved cars (issue 22): each signed-in user's own list, and nobody else's. */

let t: Awaited<ReturnType<typeof createTestApp>>;
let volvo = '';
let kia = '';

beforeAll(async () => {
  t = await createTestApp();
  const added = await addCars(t.db, [
    createCar({ brand: 'Volvo', model: 'XC40', price: 41000, quantity: 3 }),
    createCar({ brand: 'Kia', model: 'Niro', price: 29500, quantity: 0 }),
  ]);
  volvo = added[0]!._id;
  kia = added[1]!._id;
});
afterAll(() => t.close());

type Session = { token: string } | undefined;
const list = (session: Session) =>
  t.app.inject({ method: 'GET', url: '/api/favourites', headers: authHeader(session) });
const save = (session: Session, carId: string) =>
  t.app.inject({ method: 'PUT', url: `/api/favourites/${carId}`, headers: authHeader(session) });
const unsave = (session: Session, carId: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/favourites/${carId}`, headers: authHeader(session) });
const savedIds = async (session: Session) => {
  const response = await list(session);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { car: { _id: string } }[]).map((saved) => saved.car._id);
};

describe('saving and removing', () => {
  it('saves a car once however often it is saved, and lists it newest first with its current data', async () => {
    const { session } = await createBuyer(t.app, t.db);
    expect(await savedIds(session)).toEqual([]);

    const first = await save(session, volvo);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: FAVOURITE_MESSAGES.saved,
      data: { car: { _id: volvo, brand: 'Volvo', price: 41000, inStock: true } },
    });
    const again = await save(session, volvo);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.savedAt).toBe(first.json().data.savedAt);

    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await save(session, kia)).statusCode).toBe(200);
    expect(await savedIds(session)).toEqual([kia, volvo]);

    const answer = (await list(session)).json();
    expect(answer.data[0]).toMatchObject({ car: { _id: kia, quantity: 0, inStock: false, price: 29500 } });
    expect(typeof answer.data[0].savedAt).toBe('string');
  });

  it('removes a car, and removing it again (or one never saved) is fine', async () => {
    const { session } = await createBuyer(t.app, t.db);
    await save(session, volvo);
    await save(session, kia);
    for (let i = 0; i < 2; i++) {
      const response = await unsave(session, volvo);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: FAVOURITE_MESSAGES.removed });
    }
    expect(await savedIds(session)).toEqual([kia]);
    expect((await unsave(session, crypto.randomUUID())).statusCode).toBe(200);
  });

  it('shows the price and stock the car has now', async () => {
    const [car] = await addCars(t.db, [createCar({ price: 10000, quantity: 1 })]);
    const { session } = await createBuyer(t.app, t.db);
    const admin = await createBuyer(t.app, t.db, { role: 'admin' });
    await save(session, car!._id);
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${car!._id}`,
      headers: authHeader(admin.session),
      payload: { price: 9000, quantity: 0 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await list(session)).json().data[0].car).toMatchObject({
      price: 9000,
      quantity: 0,
      inStock: false,
    });
  });

  it('forgets a car the shop deletes', async () => {
    const [car] = await addCars(t.db, [createCar()]);
    const { session } = await createBuyer(t.app, t.db);
    const admin = await createBuyer(t.app, t.db, { role: 'admin' });
    await save(session, volvo);
    await save(session, car!._id);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${car!._id}`,
      headers: authHeader(admin.session),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await savedIds(session)).toEqual([volvo]);
  });
});

describe('ids', () => {
  it('answers 404 for a car that does not exist, and saves nothing', async () => {
    const { session } = await createBuyer(t.app, t.db);
    expectError(await save(session, crypto.randomUUID()), 404, 'Car not found');
    expect(await savedIds(session)).toEqual([]);
  });

  it.each(['not-a-uuid', '123', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g', 'x'.repeat(100)])(
    'answers a malformed id %s with 404 or 400, never a 500',
    async (id) => {
      const { session } = await createBuyer(t.app, t.db);
      const saved = await save(session, encodeURIComponent(id));
      expect([400, 404], saved.body).toContain(saved.statusCode);
      const removed = await unsave(session, encodeURIComponent(id));
      expect([200, 400], removed.body).toContain(removed.statusCode);
      expect(await savedIds(session)).toEqual([]);
    },
  );

  it('takes an id in capitals as the same car', async () => {
    const { session } = await createBuyer(t.app, t.db);
    const saved = await save(session, volvo.toUpperCase());
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.car._id).toBe(volvo);
    expect((await save(session, volvo)).statusCode).toBe(200);
    expect(await savedIds(session)).toEqual([volvo]);
    expect((await unsave(session, volvo.toUpperCase())).statusCode).toBe(200);
    expect(await savedIds(session)).toEqual([]);
  });
});

describe('whose list', () => {
  it('refuses a visitor with 401 on every route', async () => {
    expectUnauthorized(await list(undefined));
    expectUnauthorized(await save(undefined, volvo));
    expectUnauthorized(await unsave(undefined, volvo));
  });

  it("never shows or changes another customer's saved cars", async () => {
    const ann = await createBuyer(t.app, t.db);
    const bob = await createBuyer(t.app, t.db);
    await save(ann.session, volvo);
    await save(bob.session, kia);
    expect(await savedIds(ann.session)).toEqual([volvo]);
    expect(await savedIds(bob.session)).toEqual([kia]);
    // Bob removing Ann's car removes only his (absent) one.
    expect((await unsave(bob.session, volvo)).statusCode).toBe(200);
    expect(await savedIds(ann.session)).toEqual([volvo]);
    // No user id is taken from the address or the query.
    const sneaky = await t.app.inject({
      method: 'GET',
      url: `/api/favourites?userId=${ann.user.id}`,
      headers: authHeader(bob.session),
    });
    expect(sneaky.json().data.map((saved: { car: { _id: string } }) => saved.car._id)).toEqual([kia]);
  });

  it('refuses a blocked account', async () => {
    const { session } = await createBuyer(t.app, t.db, { status: 'blocked' });
    expect((await list(session)).statusCode).toBe(403);
  });
});

describe('the cap', () => {
  it(`saves at most ${MAX_FAVOURITES} cars, then answers 409 until one is removed`, async () => {
    const cars = await addCars(
      t.db,
      Array.from({ length: MAX_FAVOURITES + 1 }, (_, i) => createCar({ model: `Cap ${i}` })),
    );
    const { user, session } = await createBuyer(t.app, t.db);
    for (const car of cars.slice(0, MAX_FAVOURITES)) await saveFavourite(t.db, user.id, car._id);
    const last = cars.at(-1)!._id;

    expectError(await save(session, last), 409, FAVOURITE_MESSAGES.tooMany);
    // Saving one already saved is still fine at the cap.
    expect((await save(session, cars[0]!._id)).statusCode).toBe(200);
    expect(await savedIds(session)).toHaveLength(MAX_FAVOURITES);

    await unsave(session, cars[0]!._id);
    expect((await save(session, last)).statusCode).toBe(200);
    expect((await savedIds(session))[0]).toBe(last);
  });
});
