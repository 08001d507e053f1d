import { ORDER_STATUSES, type OrderStatus } from '@carshop/contract/order';
import { OPEN_ORDER_STATUSES } from '@carshop/contract/order-status';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs } from '../../../test/auth-helpers.ts';
import { checkoutBody, createBuyer, postOrder, putOrderStatus } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';

/** Fair use (issue 20): one account's open orders hold at most MAX_OPEN_UNITS_PER_CUSTOMER cars. */
const CAP = loadConfig({}).maxOpenUnitsPerCustomer;

let t: Awaited<ReturnType<typeof createTestApp>>;
let cars: string[];
beforeAll(async () => {
  t = await createTestApp({ maxOpenUnitsPerCustomer: CAP });
  cars = (await addCars(t.db, [createCar({ quantity: 500 }), createCar({ quantity: 500 })])).map(
    (car) => car._id,
  );
});
afterAll(() => t.close());

const stockOf = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/cars/${id}` })).json().data.quantity as number;

describe('one customer cannot take all the stock', () => {
  it('is 10 cars by default', () => {
    expect(CAP).toBe(10);
  });

  it('refuses the checkout that would pass the cap with 409 and a reason, and changes nothing', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const first = await postOrder(t.app, buyer.session, checkoutBody([{ car: cars[0]!, quentity: 6 }]));
    expect(first.statusCode, first.body).toBe(201);
    const before = await stockOf(cars[1]!);
    const over = await postOrder(
      t.app,
      buyer.session,
      checkoutBody([
        { car: cars[0]!, quentity: 2 },
        { car: cars[1]!, quentity: 3 },
      ]),
    );
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      success: false,
      message:
        'You can have at most 10 cars in open orders (you have 6). You can order more once those are delivered.',
    });
    expect(await stockOf(cars[1]!)).toBe(before);
    // Up to the cap exactly is fine.
    const exact = await postOrder(t.app, buyer.session, checkoutBody([{ car: cars[1]!, quentity: 4 }]));
    expect(exact.statusCode, exact.body).toBe(201);
  });

  it('holds under concurrent checkouts of one customer', async () => {
    const buyer = await createBuyer(t.app, t.db);
    const before = await stockOf(cars[0]!);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        postOrder(t.app, buyer.session, checkoutBody([{ car: cars[0]!, quentity: 3 }])),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(before - (await stockOf(cars[0]!))).toBe(9);
  });

  it('counts open orders only: a delivered or canceled order frees its cars', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const buyer = await createBuyer(t.app, t.db);
    const order = await postOrder(t.app, buyer.session, checkoutBody([{ car: cars[0]!, quentity: 10 }]));
    expect(order.statusCode).toBe(201);
    expect(
      (await postOrder(t.app, buyer.session, checkoutBody([{ car: cars[0]!, quentity: 1 }]))).statusCode,
    ).toBe(409);
    for (const status of ['processing', 'delivered']) {
      const moved = await putOrderStatus(t.app, admin, order.json().data._id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(
      (await postOrder(t.app, buyer.session, checkoutBody([{ car: cars[0]!, quentity: 10 }]))).statusCode,
    ).toBe(201);
  });

  /**
   * Written out here, not read from the contract, so that narrowing or widening "open"
   * (OPEN_ORDER_STATUSES) makes this fail for the status that changed.
   */
  const HOLDS_ITS_CARS: Record<OrderStatus, boolean> = {
    pending: true,
    processing: true,
    shipped: false,
    delivered: false,
    canceled: false,
  };

  it('names the open statuses in the contract', () => {
    expect(ORDER_STATUSES.filter((status) => HOLDS_ITS_CARS[status])).toEqual(OPEN_ORDER_STATUSES);
  });

  it.each(ORDER_STATUSES)('an order at %s counts against the cap as the table says', async (status) => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    const buyer = await createBuyer(t.app, t.db);
    const order = await postOrder(t.app, buyer.session, checkoutBody([{ car: cars[1]!, quentity: CAP }]));
    expect(order.statusCode, order.body).toBe(201);
    if (status !== 'pending') {
      const moved = await putOrderStatus(t.app, admin, order.json().data._id, status);
      expect(moved.statusCode, moved.body).toBe(200);
    }
    const more = await postOrder(t.app, buyer.session, checkoutBody([{ car: cars[1]!, quentity: 1 }]));
    expect(more.statusCode, more.body).toBe(HOLDS_ITS_CARS[status] ? 409 : 201);
  });

  it('does not limit admins', async () => {
    const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
    for (let i = 0; i < 3; i++) {
      const answer = await postOrder(t.app, admin, checkoutBody([{ car: cars[1]!, quentity: 10 }]));
      expect(answer.statusCode, answer.body).toBe(201); // 30 cars open, three times the cap
    }
  });
});
