import { EMAIL_VERIFICATION_MESSAGES } from '@carshop/contract/email-verification';
import { ORDER_MESSAGES } from '@carshop/contract/order';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-error.ts';
import { checkoutBody, createBuyer, postOrder } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';

/**
 * CHECKOUT_REQUIRES_VERIFIED_EMAIL (issue 28, ADR 048): a dealer may ask for a proven email before checkout; and
 * MAX_OPEN_UNITS_UNVERIFIED: until then, an account holds fewer cars in open orders.
 */

let required: Awaited<ReturnType<typeof createTestApp>>;
let open: Awaited<ReturnType<typeof createTestApp>>;
let capped: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [required, open, capped] = await Promise.all([
    createTestApp({ checkoutRequiresVerifiedEmail: true }),
    createTestApp(),
    createTestApp({ maxOpenUnitsPerCustomer: 10, maxOpenUnitsUnverified: 3 }),
  ]);
});
afterAll(async () => {
  await required.close();
  await open.close();
  await capped.close();
});

const lineIn = async (t: typeof required, quentity = 1) => {
  const [car] = await addCars(t.db, [createCar({ quantity: 20 })]);
  return { car: car!._id, quentity };
};

describe('CHECKOUT_REQUIRES_VERIFIED_EMAIL', () => {
  it('on: refuses an account that has not confirmed its email with 403 and the reason, and takes no stock', async () => {
    const line = await lineIn(required);
    const buyer = await createBuyer(required.app, required.db);
    const refused = await postOrder(required.app, buyer.session, checkoutBody([line]));
    expectError(refused, 403, EMAIL_VERIFICATION_MESSAGES.checkoutNeedsVerified);
    const car = await required.app.inject({ method: 'GET', url: `/api/cars/${line.car}` });
    expect(car.json().data.quantity).toBe(20);
  });

  it('on: lets a confirmed account check out', async () => {
    const line = await lineIn(required);
    const buyer = await createBuyer(required.app, required.db, { emailVerified: true });
    const placed = await postOrder(required.app, buyer.session, checkoutBody([line]));
    expect(placed.statusCode, placed.body).toBe(201);
  });

  it("off (the default): the specification's flow, an unconfirmed account checks out", async () => {
    const line = await lineIn(open);
    const buyer = await createBuyer(open.app, open.db);
    const placed = await postOrder(open.app, buyer.session, checkoutBody([line]));
    expect(placed.statusCode, placed.body).toBe(201);
  });
});

describe('MAX_OPEN_UNITS_UNVERIFIED', () => {
  it('holds an unconfirmed account to its lower cap, saying how to lift it; a confirmed one to the usual cap', async () => {
    const unproven = await createBuyer(capped.app, capped.db);
    expect(
      (await postOrder(capped.app, unproven.session, checkoutBody([await lineIn(capped, 2)]))).statusCode,
    ).toBe(201);
    const over = await postOrder(capped.app, unproven.session, checkoutBody([await lineIn(capped, 2)]));
    expectError(over, 409, ORDER_MESSAGES.openUnitsUnverified(3, 2));
    expect(
      (await postOrder(capped.app, unproven.session, checkoutBody([await lineIn(capped, 1)]))).statusCode,
    ).toBe(201);

    const proven = await createBuyer(capped.app, capped.db, { emailVerified: true });
    expect(
      (await postOrder(capped.app, proven.session, checkoutBody([await lineIn(capped, 8)]))).statusCode,
    ).toBe(201);
    const overUsual = await postOrder(capped.app, proven.session, checkoutBody([await lineIn(capped, 3)]));
    expectError(overUsual, 409, ORDER_MESSAGES.openUnitsCap(10, 8));
  });
});
