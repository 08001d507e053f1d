import { EMAIL_VERIFICATION_MESSAGES } from '@carshop/contract/email-verification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../../test/expect-error.ts';
import { checkoutBody, createBuyer, postOrder } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';

/** CHECKOUT_REQUIRES_VERIFIED_EMAIL (issue 28, ADR 048): a dealer may ask for a proven email before checkout. */

let required: Awaited<ReturnType<typeof createTestApp>>;
let open: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  [required, open] = await Promise.all([
    createTestApp({ checkoutRequiresVerifiedEmail: true }),
    createTestApp(),
  ]);
});
afterAll(async () => {
  await required.close();
  await open.close();
});

const lineIn = async (t: typeof required) => {
  const [car] = await addCars(t.db, [createCar({ quantity: 5 })]);
  return { car: car!._id, quentity: 1 };
};

describe('CHECKOUT_REQUIRES_VERIFIED_EMAIL', () => {
  it('on: refuses an account that has not confirmed its email with 403 and the reason, and takes no stock', async () => {
    const line = await lineIn(required);
    const buyer = await createBuyer(required.app, required.db);
    const refused = await postOrder(required.app, buyer.session, checkoutBody([line]));
    expectError(refused, 403, EMAIL_VERIFICATION_MESSAGES.checkoutNeedsVerified);
    const car = await required.app.inject({ method: 'GET', url: `/api/cars/${line.car}` });
    expect(car.json().data.quantity).toBe(5);
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
