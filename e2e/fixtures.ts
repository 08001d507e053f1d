import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const test = base;
export { expect, type Page };

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345', name: 'Admin User' };
export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  password: 'customer12345',
  name: 'Demo Customer',
};

/** A fresh address per call, so tests that register users never collide (also across parallel workers). */
export function uniqueEmail(prefix = 'shopper') {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** True when the current project is the phone-width one (some controls live in a menu there). */
export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 640;
}

/** axe-core on the current page: no serious or critical violations (WCAG 2.x A/AA rules). */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/** Logs in through the real login form and waits for the dashboard (or the given landing path). */
export async function loginAs(
  page: Page,
  user: { email: string; password: string },
  landing: string | RegExp = /\/dashboard$/,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing);
}

/** Registers a new customer through the API (fast path for tests that are not about registration). */
export async function registerThroughApi(
  page: Page,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const user = { name: 'Test Shopper', email: uniqueEmail(), password: 'shopper-pass-1', ...overrides };
  const response = await page.request.post('/api/auth/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}
