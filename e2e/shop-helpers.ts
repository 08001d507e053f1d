import type { APIRequestContext, Page } from '@playwright/test';
import { test as base, DEMO_ADMIN, expect } from './fixtures';

/**
 * Helpers for the cart, checkout and order journeys. Tests run in parallel at two widths against one seeded
 * server, so every test buys cars it created itself (through the admin API) and registers its own customer:
 * nothing depends on the demo stock or on global counts. Admin calls go through the standalone `request`
 * fixture, never `page.request`, so the admin's refresh cookie never lands in the shopper's browser.
 */

export type TestCar = { _id: string; brand: string; model: string; price: number; quantity: number };

async function tokenOf(request: APIRequestContext, user: { email: string; password: string }) {
  const response = await request.post('/api/auth/login', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: string }).data;
}

function adminToken(request: APIRequestContext) {
  return tokenOf(request, DEMO_ADMIN);
}

export function customerToken(request: APIRequestContext, user: { email: string; password: string }) {
  return tokenOf(request, user);
}

/** A car of this test's own, with a model name no other car has (so a search finds only it). */
async function createCar(
  request: APIRequestContext,
  token: string,
  overrides: Partial<{ brand: string; price: number; quantity: number; category: string }> = {},
): Promise<TestCar> {
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
  const response = await request.post('/api/cars', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      brand: 'Testa',
      model: `Cartwright ${tag}`,
      year: 2024,
      price: 12_500,
      quantity: 5,
      category: 'Sedan',
      description: 'A car made by an end-to-end test.',
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: TestCar }).data;
}

export async function updateCar(
  request: APIRequestContext,
  token: string,
  id: string,
  changes: Partial<{ price: number; quantity: number }>,
) {
  const response = await request.put(`/api/cars/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: changes,
  });
  expect(response.status(), await response.text()).toBe(200);
}

export async function setOrderStatus(request: APIRequestContext, token: string, id: string, status: string) {
  const response = await request.put(`/api/orders/${id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Places an order through the API as the given customer (for journeys about what happens after checkout). */
export async function placeOrderThroughApi(
  request: APIRequestContext,
  token: string,
  items: { car: string; quentity: number }[],
) {
  const response = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Api Buyer',
      email: 'ignored@example.com',
      phone: '0123456789',
      address: '1 Test Street',
      items,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { _id: string; number: number } }).data;
}

/** The header's cart button (its name reads 'Cart' or 'Cart, 2 cars'). */
export function cartButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: /^Cart/ });
}

export async function openCart(page: Page) {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'YOUR CART' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Adds a car from its detail page `times` times, waiting for each toast's effect on the badge. */
export async function addFromDetail(page: Page, car: TestCar, times = 1) {
  await page.goto(`/products/${car._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(car.model);
  const add = detailAddToCart(page);
  for (let i = 0; i < times; i += 1) await add.click();
}

/** A car page's own Add to Cart: the one beside its title (the similar cars below have theirs). */
export function detailAddToCart(page: Page) {
  return page
    .getByRole('main')
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { level: 1 }) })
    .getByRole('button', { name: 'Add to Cart' });
}

/** A toast appeared and went again (axe must not check a toast mid-fade, whose colours are in between). */
export async function toastCameAndWent(page: Page, text: string | RegExp) {
  const toast = page.getByText(text).first();
  await expect(toast).toBeVisible();
  await toastGone(page, text);
}

/**
 * Waits for a toast to go. Toasts stay while the pointer rests on them (sonner pauses, as a reader would want),
 * and a test's last click can leave it there (the toasts sit at the top, under the header): so the pointer moves
 * to the bottom-left corner first.
 */
export async function toastGone(page: Page, text: string | RegExp) {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
  await expect(page.getByText(text)).toHaveCount(0, { timeout: 10_000 });
}

/**
 * Waits until no toast is on the screen (the pointer moved away: a hovered toast stays). For axe after an action
 * that toasts: a toast fading out has in-between colours that fail the contrast rule.
 */
export async function toastsGone(page: Page) {
  await page.mouse.move(1, (page.viewportSize()?.height ?? 600) - 1);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

/** Closes the drawer (Escape) and waits for it to go. */
export async function closeCart(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'YOUR CART' })).toBeHidden();
}

type Shop = {
  /** The demo admin's access token, for the admin calls a journey makes. */
  admin: string;
  /** A car of this test's own. */
  createCar: (overrides?: Parameters<typeof createCar>[2]) => Promise<TestCar>;
};

/**
 * The journeys' `test`, with `shop`: an admin token and cars that the test owns. The cars stay in the catalogue
 * after the test: deleting them could pull a car from under a parallel journey that is looking at the newest cars.
 */
export const test = base.extend<{ shop: Shop }>({
  shop: async ({ request }, use) => {
    const admin = await adminToken(request);
    await use({ admin, createCar: (overrides) => createCar(request, admin, overrides) });
  },
});
