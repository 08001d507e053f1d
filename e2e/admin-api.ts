import type { APIRequestContext } from '@playwright/test';
import { DEMO_ADMIN, expect } from './fixtures';

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
