import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutInput, createBuyer } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { placeOrder } from './checkout.service.ts';
import { getUserOrdersOrOrder, type UserOrders } from './order-reads.service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let buyer: Awaited<ReturnType<typeof createBuyer>>;
beforeAll(async () => {
  t = await createTestApp();
  const [car] = await addCars(t.db, [createCar({ quantity: 10 })]);
  buyer = await createBuyer(t.app, t.db);
  const customer = { ...buyer.user, name: buyer.user.name };
  const changes = { publish: async () => {} };
  for (let index = 0; index < 3; index++) {
    await placeOrder(t.db, customer, checkoutInput([{ car: car!._id, quentity: 1 }]), { changes });
  }
});
afterAll(() => t.close());

describe("a customer's orders have a ceiling that meta reports", () => {
  it('answers at most the ceiling, newest first, with the real total', async () => {
    const viewer = { ...buyer.user, name: buyer.user.name };
    const { orders, meta } = (await getUserOrdersOrOrder(t.db, viewer, buyer.user.id, {
      cap: 2,
    })) as UserOrders;
    expect(orders).toHaveLength(2);
    expect(meta).toEqual({ page: 1, limit: 2, total: 3, totalPage: 2 });
  });

  it('answers GET /orders/{userId} with meta', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${buyer.user.id}`,
      headers: { authorization: buyer.session.token },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toHaveLength(3);
    expect(response.json().meta).toEqual({ page: 1, limit: 3, total: 3, totalPage: 1 });
  });
});
