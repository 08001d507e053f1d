import { addDays, nextOpenDay } from '@carshop/contract/opening-hours';
import { TODAY_LIST_MAX, type Today } from '@carshop/contract/today';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, loginAs, type Session, type TestUser } from '../../../test/auth-helpers.ts';
import { expectForbidden, expectUnauthorized } from '../../../test/expect-error.ts';
import { authHeader, checkoutInput } from '../../../test/shop-helpers.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { enquiries, orders, payments } from '../../db/schema.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { placeOrder } from '../orders/checkout.service.ts';
import { updateOrderStatus } from '../orders/order-status.service.ts';

const HOUR = 3_600_000;
const changes = { publish: async () => {} };

let t: TestApp;
let empty: TestApp;
const sessions: Record<'admin' | 'sales' | 'inventory' | 'customer', Session> = {} as never;
let admin: TestUser;
let buyer: TestUser;
let carId: string;
let nextOpen: string;
const now = new Date();
const today = shopToday(now);
const ago = (hours: number) => new Date(now.getTime() - hours * HOUR);

async function addEnquiry(name: string, fields: Partial<typeof enquiries.$inferInsert>) {
  const drive = fields.preferredDate !== undefined;
  await t.db.insert(enquiries).values({
    type: drive ? 'test-drive' : 'question',
    carId,
    carTitle: 'Toyota Corolla (2021)',
    name,
    email: `${name.toLowerCase().replaceAll(' ', '.')}@example.com`,
    message: 'Is it still for sale?',
    driveStatus: drive ? 'requested' : null,
    ...fields,
  });
}

/** An order of `buyer`'s placed `hoursAgo`, then moved to `status`; answers its id. */
async function addOrder(hoursAgo: number, status: 'pending' | 'processing' = 'pending') {
  const { order } = await placeOrder(
    t.db,
    { ...buyer, name: buyer.name },
    { ...checkoutInput([{ car: carId, quentity: 1 }]), totalPrice: 1 },
    { changes, now: ago(hoursAgo) },
  );
  if (status !== 'pending')
    await updateOrderStatus(t.db, { ...admin, name: admin.name }, order._id, status, { changes });
  return order._id;
}

async function addPayment(
  orderId: string,
  hoursAgo: number,
  fields: Partial<typeof payments.$inferInsert> = {},
) {
  await t.db.insert(payments).values({
    orderId,
    kind: 'payment',
    provider: 'stripe',
    providerRef: `pi_${crypto.randomUUID()}`,
    amount: 500,
    currency: 'usd',
    status: 'succeeded',
    updatedAt: ago(hoursAgo),
    ...fields,
  });
}

const reserve = (orderId: string, hoursLeft: number) =>
  t.db
    .update(orders)
    .set({ paymentState: 'deposit_paid', amountPaid: 500, reservedUntil: ago(-hoursLeft) })
    .where(eq(orders.id, orderId));

const ids = {} as Record<string, string>;

beforeAll(async () => {
  [t, empty] = await Promise.all([createTestApp(), createTestApp()]);
  admin = await createUser(t.db, { role: 'admin' });
  buyer = await createUser(t.db);
  for (const role of ['admin', 'sales', 'inventory', 'customer'] as const)
    sessions[role] =
      role === 'admin' ? await loginAs(t.app, admin) : await loginAs(t.app, await createUser(t.db, { role }));
  // Tomorrow, or Monday seen from a Saturday (Sundays are closed by default).
  nextOpen = nextOpenDay(t.app.config.enquiries.openingHours, today);
  carId = (await addCars(t.db, [createCar({ quantity: 50 })]))[0]!._id;

  // Test drives: to confirm from today through the next open day (soonest first), and the others, which are not.
  await addEnquiry('Drive Next Open Day', { preferredDate: nextOpen, preferredTime: '09:00' });
  await addEnquiry('Drive Today Three', { preferredDate: today, preferredTime: '15:00' });
  await addEnquiry('Drive Today Ten', { preferredDate: today, preferredTime: '10:00', status: 'contacted' });
  await addEnquiry('Drive Confirmed', {
    preferredDate: today,
    preferredTime: '11:00',
    driveStatus: 'confirmed',
    status: 'contacted',
  });
  await addEnquiry('Drive Later', {
    preferredDate: addDays(nextOpen, 1), // after the next open day, whatever day of the week the test runs on
    preferredTime: '09:00',
    createdAt: ago(5),
  });
  // Waiting for an answer: new ones, longest waiting first (the later test drive among them).
  await addEnquiry('Asked Three Hours Ago', { createdAt: ago(3) });
  await addEnquiry('Asked Yesterday', { createdAt: ago(26) });
  await addEnquiry('Answered', { createdAt: ago(40), status: 'contacted' });
  await addEnquiry('Closed', { createdAt: ago(50), status: 'closed' });

  // Orders: pending ones longest waiting first; a reservation ending within two days is listed apart.
  ids.newest = await addOrder(1);
  ids.oldest = await addOrder(30);
  ids.moved = await addOrder(40, 'processing');
  ids.reservedSoon = await addOrder(20);
  await reserve(ids.reservedSoon, 10);
  ids.reservedSooner = await addOrder(10);
  await reserve(ids.reservedSooner, 2);
  ids.reservedLater = await addOrder(5);
  await reserve(ids.reservedLater, 24 * 5);

  // Payments of the last day, newest first; older ones, failures and refunds are not listed.
  await addPayment(ids.reservedSoon, 3);
  await addPayment(ids.reservedSooner, 1, { amount: 250 });
  await addPayment(ids.reservedLater, 30);
  await addPayment(ids.newest, 0.5, { status: 'failed' });
  await addPayment(ids.reservedSoon, 0.5, { kind: 'refund', status: 'succeeded', amount: 100 });
});
afterAll(() => Promise.all([t?.close(), empty?.close()]));

const getToday = async (app: TestApp, session: Session | undefined) => {
  const response = await app.app.inject({
    method: 'GET',
    url: '/api/dashboard/today',
    headers: authHeader(session),
  });
  return response;
};
const todayOf = async (session: Session) => {
  const response = await getToday(t, session);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json().data as Today;
};
const names = (list: { items: { name: string }[] } | undefined) => list?.items.map((item) => item.name);

describe('GET /api/dashboard/today', () => {
  it('lists the test drives to confirm from today through the next open day, soonest first', async () => {
    const { testDrives, today: day } = await todayOf(sessions.sales);
    expect(day).toBe(today);
    expect(names(testDrives)).toEqual(['Drive Today Ten', 'Drive Today Three', 'Drive Next Open Day']);
    expect(testDrives?.total).toBe(3);
    expect(testDrives?.items[0]).toMatchObject({
      type: 'test-drive',
      driveStatus: 'requested',
      preferredTime: '10:00',
    });
  });

  it('lists the enquiries waiting for an answer, longest waiting first, without the test drives above', async () => {
    const { waitingEnquiries } = await todayOf(sessions.sales);
    expect(names(waitingEnquiries)).toEqual(['Asked Yesterday', 'Drive Later', 'Asked Three Hours Ago']);
    expect(waitingEnquiries?.items[0]?.createdAt).toBe(ago(26).toISOString());
  });

  it('lists pending orders longest waiting first, and deposits whose reservation ends within two days apart', async () => {
    const { newOrders, reservations } = await todayOf(sessions.sales);
    expect(newOrders?.items.map((order) => order._id)).toEqual([ids.oldest, ids.reservedLater, ids.newest]);
    expect(reservations?.items.map((order) => order._id)).toEqual([ids.reservedSooner, ids.reservedSoon]);
    expect(reservations?.items[0]?.payment).toMatchObject({
      state: 'deposit_paid',
      reservedUntil: ago(-2).toISOString(),
    });
  });

  it('lists the payments received in the last day, newest first, each with its order', async () => {
    const { payments: received } = await todayOf(sessions.admin);
    expect(received?.total).toBe(2);
    expect(received?.items.map((payment) => [payment.order._id, payment.amount, payment.currency])).toEqual([
      [ids.reservedSooner, 250, 'usd'],
      [ids.reservedSoon, 500, 'usd'],
    ]);
    expect(received?.items[0]?.receivedAt).toBe(ago(1).toISOString());
  });

  it('gives each role the lists of its work: an admin and sales every one, inventory none', async () => {
    const lists = ['testDrives', 'newOrders', 'waitingEnquiries', 'payments', 'reservations'];
    const present = (answer: Today) => lists.filter((list) => list in answer);
    expect(present(await todayOf(sessions.admin))).toEqual(lists);
    expect(present(await todayOf(sessions.sales))).toEqual(lists);
    expect(await todayOf(sessions.inventory)).toEqual({ now: expect.any(String), today });
  });

  it('is 401 for a visitor and 403 for a customer', async () => {
    expectUnauthorized(await getToday(t, undefined));
    expectForbidden(await getToday(t, sessions.customer));
  });

  it('carries at most TODAY_LIST_MAX items of a list, and says how many there are', async () => {
    const more = TODAY_LIST_MAX + 2 - 3; // beyond the three waiting already
    for (let i = 0; i < more; i++) await addEnquiry(`Asked ${i} minutes ago`, { createdAt: ago(i / 60) });
    const { waitingEnquiries } = await todayOf(sessions.admin);
    expect(waitingEnquiries?.items).toHaveLength(TODAY_LIST_MAX);
    expect(waitingEnquiries?.total).toBe(TODAY_LIST_MAX + 2);
    expect(names(waitingEnquiries)?.slice(0, 3)).toEqual([
      'Asked Yesterday',
      'Drive Later',
      'Asked Three Hours Ago',
    ]);
  });

  it('answers an empty day with empty lists', async () => {
    const owner = await createUser(empty.db, { role: 'admin' });
    const response = await getToday(empty, await loginAs(empty.app, owner));
    expect(response.statusCode).toBe(200);
    const nothing = { total: 0, items: [] };
    expect(response.json().data).toEqual({
      now: expect.any(String),
      today: expect.any(String),
      testDrives: nothing,
      newOrders: nothing,
      waitingEnquiries: nothing,
      payments: nothing,
      reservations: nothing,
    });
  });
});
