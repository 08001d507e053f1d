import type { OrderStatus } from '@carshop/contract/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session, type TestUser } from '../../../test/auth-helpers.ts';
import { expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { authHeader, checkoutInput } from '../../../test/shop-helpers.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { orders } from '../../db/schema.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { placeOrder } from '../orders/checkout.service.ts';
import { updateOrderStatus } from '../orders/order-status.service.ts';
import { getCharts } from './service.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: TestUser;
let adminSession: Session;
let customerSession: Session;

const DAY = 86_400_000;
/** A fixed "now" for the charts: 10:00 UTC on 15 March 2026. */
const NOW = new Date('2026-03-15T10:00:00Z');
const changes = { publish: async () => {} };

/**
 * The orders of the overview: price, status, age in days (relative to NOW), and what the payments ledger's
 * summary on the order says was paid online and given back.
 */
const PLAN: [price: number, status: OrderStatus, daysAgo: number, paid: number, refunded: number][] = [
  [100, 'pending', 0, 100, 0], // paid in full online
  [250.5, 'shipped', 3, 50, 0], // a deposit paid online
  [1_000, 'delivered', 40, 0, 0], // paid at handover
  [999, 'canceled', 0, 99, 0], // canceled, its deposit kept
  [400, 'processing', 29, 0, 0], // nothing paid yet
  [700, 'delivered', 30, 500, 200], // just outside the 30 days, inside the 12 months; 200 given back
  [5_000, 'delivered', 400, 0, 0], // outside both windows
  [300, 'canceled', 1, 0, 300], // canceled and refunded: nothing taken, not counted
];

beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.db, { role: 'admin' });
  const customer = await createUser(t.db);
  await createUser(t.db, { status: 'blocked' });
  [adminSession, customerSession] = await Promise.all([loginAs(t.app, admin), loginAs(t.app, customer)]);
  const cars = await addCars(
    t.db,
    PLAN.map(([price]) => createCar({ price, quantity: 2 })),
  );
  await addCars(t.db, [createCar({ quantity: 0 })]);
  const buyer = { ...customer, name: customer.name };
  for (const [i, [, status, daysAgo, paid, refunded]] of PLAN.entries()) {
    const now = new Date(NOW.getTime() - daysAgo * DAY);
    const { order } = await placeOrder(
      t.db,
      buyer,
      { ...checkoutInput([{ car: cars[i]!._id, quentity: 1 }]), totalPrice: 1 },
      { changes, now },
    );
    if (status !== 'pending')
      await updateOrderStatus(t.db, { ...admin, name: admin.name }, order._id, status, { changes, now });
    await t.db
      .update(orders)
      .set({ amountPaid: paid, amountRefunded: refunded })
      .where(eq(orders.id, order._id));
  }
});
afterAll(() => t.close());

const get = (url: string, session: Session | null) =>
  t.app.inject({ method: 'GET', url, headers: authHeader(session ?? undefined) });

describe('GET /api/admin', () => {
  it('counts users, cars (and those in stock) and orders, and the money taken: paid online and kept, plus delivered orders', async () => {
    const response = await get('/api/admin', adminSession);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      success: true,
      message: 'Stats retrieved successfully',
      data: {
        totalUser: 3,
        // Every car, sold out or not (the specification's count); in stock: each of PLAN's cars had 2 and sold
        // 1 (a canceled order gave its back), and the last car has none.
        totalCar: PLAN.length + 1,
        carsInStock: PLAN.length,
        unitsInStock: PLAN.length + PLAN.filter(([, status]) => status === 'canceled').length,
        totalOrder: PLAN.length,
        totalRevenu: [{ price: 100 + 50 + 1_000 + 99 + 0 + (700 - 200) + 5_000 + 0 }],
      },
    });
  });

  it('is 401 for a visitor and 403 for a customer', async () => {
    expectUnauthorized(await get('/api/admin', null));
    expectForbidden(await get('/api/admin', customerSession));
  });
});

describe('GET /api/admin/charts', () => {
  it('answers the money taken by day and month, zero-filled, and orders by status', async () => {
    const charts = await getCharts(t.db, NOW);
    expect(charts.revenueByDay).toHaveLength(30);
    expect(charts.revenueByDay[0]!.period).toBe('2026-02-14');
    // Today: the order paid online, and the canceled one whose deposit was kept.
    expect(charts.revenueByDay.at(-1)).toEqual({ period: '2026-03-15', revenue: 100 + 99, orders: 2 });
    expect(charts.revenueByDay.filter((point) => point.orders > 0)).toEqual([
      { period: '2026-02-14', revenue: 0, orders: 1 },
      { period: '2026-03-12', revenue: 50, orders: 1 },
      { period: '2026-03-15', revenue: 199, orders: 2 },
    ]);
    expect(charts.revenueByMonth.map((point) => point.period)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(charts.revenueByMonth.filter((point) => point.orders > 0)).toEqual([
      { period: '2026-02', revenue: 1_000 + 0 + 500, orders: 3 },
      { period: '2026-03', revenue: 100 + 50 + 99, orders: 3 },
    ]);
    expect(charts.ordersByStatus).toEqual({
      pending: 1,
      processing: 1,
      shipped: 1,
      delivered: 3,
      canceled: 2,
    });
  });

  it('answers the same shape over HTTP, for admins only', async () => {
    const response = await get('/api/admin/charts', adminSession);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.revenueByDay).toHaveLength(30);
    expect(data.revenueByMonth).toHaveLength(12);
    expect(data.revenueByDay.at(-1).period).toBe(new Date().toISOString().slice(0, 10));
    expect(data.ordersByStatus).toEqual({ pending: 1, processing: 1, shipped: 1, delivered: 3, canceled: 2 });
    expectUnauthorized(await get('/api/admin/charts', null));
    expectForbidden(await get('/api/admin/charts', customerSession));
  });
});
