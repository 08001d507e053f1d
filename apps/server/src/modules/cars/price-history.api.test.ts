import type { Car } from '@carshop/contract/car';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carsCsvOf, csvCar, importCars } from '../../../test/car-import-helpers.ts';
import { expectError } from '../../../test/expect-error.ts';
import { addCar, authHeader, createBuyer } from '../../../test/shop-helpers.ts';
import { queryRows } from '../../../test/sql.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * Issue 32: every price change is kept (car_price_changes, written by the database on every path: the admin's
 * form, the CSV import, a script), and a drop within PRICE_DROP_DAYS is the car's `priceDrop`, which the
 * catalogue filters (`priceDrop=1`) and sorts by (`sort=priceDrop`). Caches kept long, so a stale answer shows.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof createBuyer>>;
const brand = `Drop${process.pid}`;

beforeAll(async () => {
  t = await createTestApp({ catalogueCacheMs: 60_000, carCountsMs: 60_000 });
  admin = await createBuyer(t.app, t.db, { role: 'admin', name: 'Priya Price' });
});
afterAll(() => t?.close());

type Change = { oldPrice: string; newPrice: string; changedBy: string | null; changedAt: string | Date };
const history = (carId: string) =>
  queryRows<Change>(
    t.db,
    sql`select old_price::text as "oldPrice", new_price::text as "newPrice", changed_by as "changedBy",
          changed_at as "changedAt"
        from car_price_changes where car_id = ${carId} order by changed_at, id`,
  );
const put = (id: string, payload: object) =>
  t.app.inject({ method: 'PUT', url: `/api/cars/${id}`, headers: authHeader(admin.session), payload });
const getCarAnswer = async (id: string) =>
  (await t.app.inject({ url: `/api/cars/${id}` })).json().data as Car;
const list = async (query: string) => {
  const answer = await t.app.inject({ url: `/api/cars?searchTerm=&limit=50&page=1&${query}` });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as { data: Car[]; meta: { total: number } };
};
const ourIds = (cars: Car[]) => cars.filter((car) => car.brand === brand).map((car) => car._id);

describe('the history of prices', () => {
  it("keeps the admin's drop with who and when, and the car shows it", async () => {
    const id = await addCar(t.db, { brand, model: 'Form', price: 20_000 });
    expect((await getCarAnswer(id)).priceDrop).toBeUndefined();
    expect((await put(id, { price: 18_500 })).statusCode).toBe(200);
    const [change, ...more] = await history(id);
    expect(more).toEqual([]);
    expect(change).toMatchObject({ oldPrice: '20000.00', newPrice: '18500.00', changedBy: admin.user.id });
    const changedAt = new Date(change!.changedAt).getTime();
    expect(Date.now() - changedAt).toBeLessThan(60_000);
    // The car's answer was kept for a minute: the change dropped it.
    const car = await getCarAnswer(id);
    expect(car.price).toBe(18_500);
    expect(car.priceDrop?.from).toBe(20_000);
    expect(Math.abs(new Date(car.priceDrop!.at).getTime() - changedAt)).toBeLessThan(1000);
  });

  it('writes nothing for a save that keeps the price, and a rise ends the drop', async () => {
    const id = await addCar(t.db, { brand, model: 'Rise', price: 10_000 });
    await put(id, { price: 9_000 });
    expect((await put(id, { price: 9_000, description: 'Same price, new words' })).statusCode).toBe(200);
    expect((await put(id, { quantity: 4 })).statusCode).toBe(200);
    expect(await history(id)).toHaveLength(1);
    await put(id, { price: 9_500 });
    expect((await history(id)).map((change) => change.newPrice)).toEqual(['9000.00', '9500.00']);
    expect((await getCarAnswer(id)).priceDrop).toBeUndefined();
    expect(ourIds((await list('priceDrop=1')).data)).not.toContain(id);
  });

  it('keeps a CSV import’s change, with the importer', async () => {
    const stockNumber = `PH-${process.pid}`;
    const car = csvCar({ stockNumber, brand, model: 'Import', price: 30_000 });
    const first = await importCars(t.app, admin.session, carsCsvOf([car]), { commit: true });
    expect(first.statusCode, first.body).toBe(200);
    const again = await importCars(t.app, admin.session, carsCsvOf([{ ...car, price: 27_000 }]), {
      commit: true,
    });
    expect(again.statusCode, again.body).toBe(200);
    const [{ id }] = (await queryRows<{ id: string }>(
      t.db,
      sql`select id from cars where stock_number = ${stockNumber}`,
    )) as [{ id: string }];
    expect(await history(id)).toMatchObject([
      { oldPrice: '30000.00', newPrice: '27000.00', changedBy: admin.user.id },
    ]);
    expect((await getCarAnswer(id)).priceDrop?.from).toBe(30_000);
  });

  it('keeps a change made behind the services (a script), without a name', async () => {
    const id = await addCar(t.db, { brand, model: 'Script', price: 5_000 });
    await t.db.execute(sql`update cars set price = 4000 where id = ${id}`);
    await t.app.carChanges.publish({ kind: 'car', ids: [id] });
    expect(await history(id)).toMatchObject([{ oldPrice: '5000.00', newPrice: '4000.00', changedBy: null }]);
  });

  it('leaves another transaction’s actor out of a later one on the same pool', async () => {
    const id = await addCar(t.db, { brand, model: 'Pool', price: 8_000 });
    await put(id, { price: 7_900 });
    await t.db.execute(sql`update cars set price = 7800 where id = ${id}`);
    expect((await history(id)).map((change) => change.changedBy)).toEqual([admin.user.id, null]);
  });
});

describe('the catalogue by price drops', () => {
  it('filters to recent drops and sorts the latest first, with the right totals', async () => {
    const [older, newer, never] = [
      await addCar(t.db, { brand, model: 'Older', price: 40_000 }),
      await addCar(t.db, { brand, model: 'Newer', price: 41_000 }),
      await addCar(t.db, { brand, model: 'Never', price: 42_000 }),
    ];
    await put(older!, { price: 39_000 });
    await put(newer!, { price: 40_000 });
    const dropped = await list(`priceDrop=1&minPrice=38000&maxPrice=42500`);
    expect(ourIds(dropped.data)).toEqual(expect.arrayContaining([older, newer]));
    expect(ourIds(dropped.data)).not.toContain(never);
    expect(dropped.meta.total).toBe(dropped.data.length);
    const sorted = ourIds((await list(`sort=priceDrop&minPrice=38000&maxPrice=42500`)).data);
    expect(sorted.indexOf(newer!)).toBeLessThan(sorted.indexOf(older!));
    expect(sorted.indexOf(older!)).toBeLessThan(sorted.indexOf(never!));
    const facets = (
      await t.app.inject({ url: '/api/cars/facets?priceDrop=1&minPrice=38000&maxPrice=42500' })
    ).json().data;
    expect(Object.values(facets.category as Record<string, number>).reduce((a, b) => a + b)).toBe(
      dropped.meta.total,
    );
  });

  it('forgets a drop older than PRICE_DROP_DAYS (30 by default)', async () => {
    const id = await addCar(t.db, { brand, model: 'Stale', price: 12_000 });
    await put(id, { price: 11_000 });
    await t.db.execute(sql`update cars set price_reduced_at = now() - interval '31 days' where id = ${id}`);
    await t.app.carChanges.publish({ kind: 'car', ids: [id] });
    expect((await getCarAnswer(id)).priceDrop).toBeUndefined();
    expect(ourIds((await list('priceDrop=1')).data)).not.toContain(id);
    await t.db.execute(sql`update cars set price_reduced_at = now() - interval '29 days' where id = ${id}`);
    await t.app.carChanges.publish({ kind: 'car', ids: [id] });
    expect((await getCarAnswer(id)).priceDrop?.from).toBe(12_000);
    expect(ourIds((await list('priceDrop=1')).data)).toContain(id);
  });

  it('refuses a priceDrop other than 1 and a NUL byte', async () => {
    expectError(await t.app.inject({ url: '/api/cars?priceDrop=yes' }), 400, 'priceDrop must be 1');
    expect((await t.app.inject({ url: '/api/cars?priceDrop=1%00' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/cars?sort=priceDrops' })).statusCode).toBe(400);
  });
});
