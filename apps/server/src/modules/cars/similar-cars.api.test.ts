import type { Car } from '@carshop/contract/car';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-error.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from './catalogue.service.ts';

/** GET /cars/{id}/similar (issue 21): the same category, in stock, the nearest prices. */
let t: Awaited<ReturnType<typeof createTestApp>>;
let byModel: Map<string, Car>;
beforeAll(async () => {
  t = await createTestApp();
  const suv = (model: string, price: number, quantity = 2) =>
    createCar({ brand: 'Near', model, category: 'SUV', price, quantity });
  const added = await addCars(t.db, [
    suv('Base', 40_000),
    suv('Up1', 41_000),
    suv('Down1', 39_500),
    suv('Up2', 43_000),
    suv('Down2', 38_000),
    suv('Far', 90_000),
    suv('Twin', 40_000),
    suv('SoldOut', 40_100, 0),
    createCar({ brand: 'Near', model: 'Sedan', category: 'Sedan', price: 40_050, quantity: 3 }),
  ]);
  byModel = new Map(added.map((car) => [car.model, car]));
});
afterAll(() => t.close());

const similar = (id: string) => t.app.inject({ method: 'GET', url: `/api/cars/${id}/similar` });
const idOf = (model: string) => byModel.get(model)?._id ?? '';

describe('similar cars', () => {
  it('are four in-stock cars of the category, nearest price first, never the car itself', async () => {
    const response = await similar(idOf('Base'));
    expect(response.statusCode).toBe(200);
    const body = response.json() as { success: boolean; message: string; data: Car[] };
    expect(body.message).toBe('Similar cars retrieved successfully');
    // Twin costs the same (0), then Down1 (500), Up1 (1000), Down2 (2000); Up2 (3000) and Far are further,
    // SoldOut has no stock, the sedan is another category.
    expect(body.data.map((car) => car.model)).toEqual(['Twin', 'Down1', 'Up1', 'Down2']);
    expect(body.data[0]).toEqual(byModel.get('Twin'));
  });

  it('reach as far as they must when the category has few cars, and are none for a lone car', async () => {
    const far = (await similar(idOf('Far'))).json() as { data: Car[] };
    const models = far.data.map((car) => car.model);
    expect(models.slice(0, 2)).toEqual(['Up2', 'Up1']);
    expect(models.slice(2).sort()).toEqual(['Base', 'Twin']); // the same price: either order
    const lone = (await similar(idOf('Sedan'))).json() as { data: Car[] };
    expect(lone.data).toEqual([]);
  });

  it('answer for an id in capitals as for the id, 404 for an unknown car, 400 for a malformed id', async () => {
    const upper = await similar(idOf('Base').toUpperCase());
    expect(upper.statusCode).toBe(200);
    expect((upper.json() as { data: Car[] }).data).toHaveLength(4);
    expectError(await similar('00000000-0000-4000-8000-000000000000'), 404, 'Car not found');
    const malformed = await similar('not-a-car%00');
    expect(malformed.statusCode).toBe(400);
  });
});
