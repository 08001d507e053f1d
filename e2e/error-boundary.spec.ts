import type { Page } from '@playwright/test';
import { DEMO_CUSTOMER, expect, expectAccessible, isPhone, signInThroughApi, test } from './fixtures';

/** A page's code file as the production build names it (`assets/<page module>-<hash>.js`). */
const pageChunk = (name: string) => `**/assets/${name}-*.js`;

/** After a deploy the old page asks for files that are gone: here the request simply fails. */
async function breakChunk(page: Page, name: string) {
  await page.route(pageChunk(name), (route) => route.abort());
}

async function expectUpdatedScreen(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'The shop was updated' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  await expect(page).toHaveTitle('The shop was updated | CarShop');
  // No stack trace or raw error text reaches the visitor.
  await expect(page.getByText(/dynamically imported module|TypeError/)).toHaveCount(0);
}

test.describe('error boundaries', () => {
  test('a page whose file fails to load says the shop was updated, keeps the layout, and Reload recovers', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Cars' })).toBeVisible();
    await breakChunk(page, 'catalogue-page');

    await page.getByRole('link', { name: 'Browse Cars' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
    await expectUpdatedScreen(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectAccessible(page);

    // The new version is deployed and reachable again: Reload loads the page.
    await page.unroute(pageChunk('catalogue-page'));
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The shop was updated' })).toHaveCount(0);
  });

  test('a dashboard page whose file fails to load keeps the dashboard frame', async ({ page }) => {
    await signInThroughApi(page, DEMO_CUSTOMER);
    await breakChunk(page, 'profile-page');
    await page.goto('/dashboard/profile');
    await expectUpdatedScreen(page);
    if (isPhone(page)) await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    else await expect(page.getByRole('navigation', { name: 'User Dashboard' })).toBeVisible();

    await page.unroute(pageChunk('profile-page'));
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });
});
