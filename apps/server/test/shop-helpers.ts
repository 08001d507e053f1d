import type { OrderCreate } from '@carshop/contract/order';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { addCars } from '../src/modules/cars/catalogue.service.ts';
import { startSession } from '../src/modules/sessions/service.ts';
import { createCar } from '../src/seed/car-factory.ts';
import { createUser, type TestUser } from './auth-helpers.ts';

/** The `Authorization` header of a session (or none, for a visitor). */
export const authHeader = (session?: { token: string }): Record<string, string> =>
  session ? { authorization: session.token } : {};

/**
 * A customer with a session started directly (no login round trip, no argon2): for tests that need many
 * buyers at once. The guards still load the user and the session from the database on every request.
 */
export async function createBuyer(app: App, db: Db, overrides: Partial<Omit<TestUser, 'id'>> = {}) {
  const user = await createUser(db, overrides);
  const { sessionId } = await startSession(db, user.id);
  const token = app.accessTokens.sign(
    { id: user.id, email: user.email, role: user.role, sessionVersion: 0 },
    sessionId,
  );
  return { user, session: { token } };
}

/** GET `url` as `session`: the answer's `data`, for the test to check. */
export async function getData(app: App, session: { token: string } | undefined, url: string) {
  return (await app.inject({ method: 'GET', url, headers: authHeader(session) })).json().data;
}

/** What the audit log holds about one record (`targetId`), newest first, read by `admin`; `query` filters more. */
export async function auditAbout(app: App, admin: { token: string }, targetId: string, query = '') {
  const entries = await getData(app, admin, `/api/audit?limit=100${query}`);
  return entries.filter((entry: { target: { _id: string } }) => entry.target._id === targetId);
}

/** A car added straight to the catalogue, `overrides` on the seed's factory: answers its id. */
export const addCar = async (db: Db, overrides: Parameters<typeof createCar>[0] = {}) =>
  (await addCars(db, [createCar(overrides)]))[0]!._id;

/** A valid body of POST /api/cars (no picture), as the Add Car form sends it. */
export const newCarBody = {
  brand: 'Toyota',
  model: 'Camry',
  year: 2022,
  price: 27_500,
  category: 'Sedan',
  description: 'Reliable family sedan.',
  quantity: 3,
};

/**
 * What a car answer holds for the specifications a client of the specification does not send (issue 21):
 * new, petrol, automatic, 0 km, no colour or VIN.
 */
export const SPEC_CLIENT_CAR_DEFAULTS = {
  mileage: 0,
  fuelType: 'Petrol',
  transmission: 'Automatic',
  condition: 'New',
  color: null,
  vin: null,
  stockNumber: null,
  drivetrain: null,
  seats: null,
  doors: null,
  equipment: [],
} as const;

/** Valid checkout details (the checkout form's) with these lines, as the orders service takes them. */
export function checkoutInput(items: { car: string; quentity: number }[]): OrderCreate {
  return {
    name: 'Ada Buyer',
    email: 'ada.buyer@example.com',
    phone: '+880 1712 345678',
    address: '12 Lake Road, Dhaka',
    payment: 'handover',
    handover: 'pickup',
    items,
  };
}

/** A checkout body as a client sends it (with its own, ignored, total); `overrides` may add or break anything. */
export function checkoutBody(
  items: { car: string; quentity: number }[],
  overrides: Record<string, unknown> = {},
) {
  return { ...checkoutInput(items), totalPrice: 0, ...overrides };
}

/** POST /api/cars as `session` (an admin's, usually): the answer, for the test to check. */
export function postCar(app: App, session: { token: string } | undefined, payload: object) {
  return app.inject({ method: 'POST', url: '/api/cars', headers: authHeader(session), payload });
}

/** PUT /api/orders/{id}: an order moved to `status` by `session` (an admin's, to succeed). */
export function putOrderStatus(app: App, session: { token: string } | undefined, id: string, status: string) {
  return app.inject({
    method: 'PUT',
    url: `/api/orders/${id}`,
    payload: { status },
    headers: authHeader(session),
  });
}

export function postOrder(
  app: App,
  session: { token: string } | undefined,
  payload: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: payload as object,
    headers: { ...authHeader(session), ...headers },
  });
}
