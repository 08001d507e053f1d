import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expect, uniqueEmail } from './fixtures';

/** Fast paths for the admin journeys that are not about the step itself: sign in, add a car, place an order. */

export async function apiToken(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: string }).data;
}

/** A brand no other test (nor the other width) uses, so a test finds exactly its own car. */
export function uniqueBrand(prefix: string) {
  return `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function addCarThroughApi(
  request: APIRequestContext,
  car: { brand: string; model: string; price?: number; quantity?: number },
) {
  const token = await apiToken(request, DEMO_ADMIN);
  const response = await request.post('/api/cars', {
    headers: { authorization: token },
    data: {
      year: 2022,
      price: 31500,
      quantity: 4,
      category: 'Sedan',
      description: 'Added by an end-to-end test.',
      ...car,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data;
}

/** A day a test drive can be booked on (not a day the shop is closed), as the shop counts. */
export async function openDay(request: APIRequestContext, skip: number): Promise<string> {
  const answer = await (await request.get('/api/enquiries/opening-hours')).json();
  const { firstDate, days } = answer.data as { firstDate: string; days: (object | null)[] };
  let seen = 0;
  for (let date = new Date(`${firstDate}T00:00:00Z`); ; date.setUTCDate(date.getUTCDate() + 1)) {
    if (days[date.getUTCDay()] && seen++ === skip) return date.toISOString().slice(0, 10);
  }
}

/** A new account through the sign-up API; with `role`, the demo admin makes it staff. */
export async function signUp(request: APIRequestContext, name: string, role?: 'sales') {
  const user = { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()), password: 'shopper-pass-1' };
  const response = await request.post('/api/auth/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  const { _id } = (await response.json()).data as { _id: string };
  if (role) {
    const admin = await apiToken(request, DEMO_ADMIN);
    const changed = await request.put(`/api/auth/user/${_id}`, {
      headers: { authorization: admin },
      data: { role },
    });
    expect(changed.status(), await changed.text()).toBe(200);
  }
  return user;
}

/** An order placed by `customer` through the API (for the journeys about what follows it), and their token. */
export async function placeOrderAs(
  request: APIRequestContext,
  customer: { name: string; email: string; password: string },
  items: { car: string; quentity: number }[],
  delivery: { phone: string; address: string },
) {
  const token = await apiToken(request, customer);
  const placed = await request.post('/api/orders', {
    headers: { authorization: token },
    data: { name: customer.name, email: customer.email, ...delivery, items, totalPrice: 0 },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return {
    token,
    order: ((await placed.json()) as { data: { _id: string; user: string; number: number } }).data,
  };
}
