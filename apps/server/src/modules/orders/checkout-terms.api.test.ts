import { CHECKOUT_TERMS_MESSAGES } from '@carshop/contract/checkout-terms';
import { addDays, weekdayOf } from '@carshop/contract/opening-hours';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, checkoutBody, createBuyer, postOrder } from '../../../test/shop-helpers.ts';
import { paymentSettingsFor, type StripeServer, startStripeServer } from '../../../test/stripe-server.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';

/**
 * A checkout built for cars (issue 29): how the buyer pays, pickup or delivery on a day, and a price breakdown
 * the server works out (fees, tax, deposit), the same before the button (quote) and in the order.
 */

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let plain: TestApp;
let dealer: TestApp;
let stripe: StripeServer;
let plainCar: string;
let dealerCar: string;

beforeAll(async () => {
  stripe = await startStripeServer();
  plain = await createTestApp();
  dealer = await createTestApp({
    shopCurrency: 'USD',
    payments: paymentSettingsFor(stripe),
    // The terms as an operator writes them, read by the server's own settings parser.
    checkout: loadConfig({
      SHOP_FEES: 'Documentation fee: 199; Registration: 150',
      TAX_RATE: '20',
      DEPOSIT_AMOUNT: '10%',
      DELIVERY_LEAD_DAYS: '3',
    }).checkout,
  });
  plainCar = (await addCars(plain.db, [createCar({ price: 10_000, quantity: 20 })]))[0]!._id;
  dealerCar = (await addCars(dealer.db, [createCar({ price: 10_000, quantity: 20 })]))[0]!._id;
});

afterAll(async () => {
  await plain?.close();
  await dealer?.close();
  await stripe?.stop();
});

/** The next day from `today + from` that falls on `weekday` (Sunday 0). */
function nextWeekday(weekday: number, from = 1): string {
  let day = addDays(shopToday(), from);
  while (weekdayOf(day) !== weekday) day = addDays(day, 1);
  return day;
}

const quote = (t: TestApp, session: { token: string } | undefined, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/orders/quote', headers: authHeader(session), payload: body });

describe('A checkout from a client of the specification (no new fields)', () => {
  it('is paid at handover, picked up on a day to be agreed, and costs what its cars cost', async () => {
    const buyer = await createBuyer(plain.app, plain.db);
    const response = await postOrder(
      plain.app,
      buyer.session,
      // Exactly the specification's body: no payment, no handover, a client total that is ignored.
      {
        name: 'Ada Buyer',
        email: 'x@example.com',
        phone: '+880 1712 345678',
        address: '12 Lake Road, Dhaka',
        items: [{ car: plainCar, quentity: 2 }],
        totalPrice: 1,
      },
    );
    expect(response.statusCode).toBe(201);
    const order = response.json().data;
    expect(order.totalPrice).toBe(20_000);
    expect(order.terms).toEqual({
      payment: 'handover',
      handover: 'pickup',
      handoverDate: null,
      breakdown: { cars: 20_000, fees: [], tax: null, total: 20_000, dueNow: 0, dueAtHandover: 20_000 },
    });
  });
});

describe("The shop's terms", () => {
  it('price the cart the same before the button and in the order: cars, fees, tax, deposit now, the rest later', async () => {
    const buyer = await createBuyer(dealer.app, dealer.db);
    const choices = { payment: 'deposit', handover: 'delivery', handoverDate: nextWeekday(2, 3) };
    const quoted = await quote(dealer, buyer.session, {
      items: [{ car: dealerCar, quentity: 2 }],
      ...choices,
    });
    expect(quoted.statusCode).toBe(200);
    const breakdown = {
      cars: 20_000,
      fees: [
        { label: 'Documentation fee', amount: 199 },
        { label: 'Registration', amount: 150 },
      ],
      tax: { rate: 20, amount: 4_069.8, included: false },
      total: 24_418.8,
      dueNow: 2_441.88,
      dueAtHandover: 21_976.92,
    };
    expect(quoted.json().data).toMatchObject({ breakdown, payments: ['handover', 'deposit', 'full'] });

    const placed = await postOrder(
      dealer.app,
      buyer.session,
      checkoutBody([{ car: dealerCar, quentity: 2 }], { ...choices, totalPrice: 1 }),
    );
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data).toMatchObject({ totalPrice: 24_418.8, terms: { ...choices, breakdown } });

    // The deposit is what the buyer is asked to pay online, not the total.
    const pay = await dealer.app.inject({
      method: 'POST',
      url: '/api/orders/client-secret',
      headers: authHeader(buyer.session),
      payload: { orderId: placed.json().data._id },
    });
    expect(pay.json().data).toMatchObject({ amount: 2_441.88, currency: 'USD' });
    expect(stripe.intentOf(pay.json().data.clientSecret).amount).toBe(244_188);
  });

  it('shows tax that the prices include without adding it', async () => {
    const included = await createTestApp({
      checkout: {
        fees: [],
        taxRate: 25,
        pricesIncludeTax: true,
        deposit: { fixed: 500 },
        deliveryLeadDays: 3,
      },
    });
    try {
      const [car] = await addCars(included.db, [createCar({ price: 10_000, quantity: 1 })]);
      const buyer = await createBuyer(included.app, included.db);
      const answer = await quote(included, buyer.session, { items: [{ car: car!._id, quentity: 1 }] });
      expect(answer.json().data).toMatchObject({
        breakdown: {
          cars: 10_000,
          tax: { rate: 25, amount: 2_000, included: true },
          total: 10_000,
          dueNow: 0,
        },
        // Without a payment provider only paying at handover is offered.
        payments: ['handover'],
      });
    } finally {
      await included.close();
    }
  });

  it('offers no online payment without a payment provider, and says so', async () => {
    const buyer = await createBuyer(plain.app, plain.db);
    for (const payment of ['deposit', 'full']) {
      const response = await postOrder(
        plain.app,
        buyer.session,
        checkoutBody([{ car: plainCar, quentity: 1 }], { payment }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(CHECKOUT_TERMS_MESSAGES.paymentNotOffered);
    }
  });
});

describe('The handover day', () => {
  it('is a day the shop is open, from tomorrow for pickup and after the lead days for delivery', async () => {
    const buyer = await createBuyer(dealer.app, dealer.db);
    const attempt = (handover: string, handoverDate: string) =>
      postOrder(
        dealer.app,
        buyer.session,
        checkoutBody([{ car: dealerCar, quentity: 1 }], { handover, handoverDate }),
      );

    // A Sunday after the first open day (on a Saturday, tomorrow's Sunday is before it, and is answered so).
    const sunday = await attempt('pickup', nextWeekday(0, 2));
    expect(sunday.statusCode).toBe(400);
    expect(sunday.json().message).toBe('We are closed on Sundays. Choose another day.');

    const today = await attempt('pickup', shopToday());
    expect(today.statusCode).toBe(400);
    expect(today.json().message).toMatch(/^Choose a day from \d{4}-\d{2}-\d{2} up to 60 days ahead$/);

    const tooSoon = await attempt('delivery', addDays(shopToday(), 2));
    expect(tooSoon.statusCode).toBe(400);

    const nonsense = await attempt('pickup', '2026-02-30');
    expect(nonsense.statusCode).toBe(400);

    const wednesday = nextWeekday(3, 3);
    const fine = await attempt('delivery', wednesday);
    expect(fine.statusCode).toBe(201);
    expect(fine.json().data.terms).toMatchObject({ handover: 'delivery', handoverDate: wednesday });
  });

  it('comes with the first open day of each method in the quote', async () => {
    const buyer = await createBuyer(dealer.app, dealer.db);
    const { handoverDays } = (
      await quote(dealer, buyer.session, { items: [{ car: dealerCar, quentity: 1 }] })
    ).json().data;
    for (const method of ['pickup', 'delivery'] as const) {
      const { first, last } = handoverDays[method];
      expect(weekdayOf(first)).not.toBe(0); // Sundays are closed by default
      expect(first > shopToday()).toBe(true);
      expect(last).toBe(addDays(shopToday(), 60));
    }
    expect(handoverDays.delivery.first >= addDays(shopToday(), 3)).toBe(true);
  });
});

describe('POST /api/orders/quote', () => {
  it('is for signed-in customers, refuses a car that is gone, and reads only ids from the cart', async () => {
    expect((await quote(plain, undefined, { items: [{ car: plainCar, quentity: 1 }] })).statusCode).toBe(401);
    const buyer = await createBuyer(plain.app, plain.db);
    const gone = await quote(plain, buyer.session, {
      items: [{ car: '00000000-0000-4000-8000-000000000000', quentity: 1 }],
    });
    expect(gone.statusCode).toBe(404);
    const priced = await quote(plain, buyer.session, {
      items: [{ car: { _id: plainCar.toUpperCase(), price: 1 }, quentity: 3 }],
    });
    expect(priced.json().data.breakdown.total).toBe(30_000);
    expect((await quote(plain, buyer.session, { items: [] })).statusCode).toBe(400);
  });
});
