import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  expect,
  expectAccessible,
  isPhone,
  loginAs,
  signInThroughApi,
  test,
} from './fixtures';

/**
 * The customer's journey signs in through the form (the others through the API, without a toast). The login toast is transient; the page under it is what axe should judge (mid-animation, a fading toast
 * has too little contrast). The toast library loads on the first toast, so wait for it to come, then to go.
 */
async function afterLoginToast(page: Page) {
  const toast = page.getByText('User logged in successfully');
  await expect(toast).toBeVisible();
  await expect(toast).toBeHidden();
}

/** The sidebar is always on screen on desktop; on phones it is behind the menu button. */
async function sidebar(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: /Admin Panel|User Dashboard/ });
}

test.describe('dashboard layout', () => {
  test('a customer sees the User Dashboard with their menu', async ({ page }) => {
    await loginAs(page, DEMO_CUSTOMER);
    await expect(page).toHaveTitle('Dashboard | CarShop');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_CUSTOMER.name}` }),
    ).toBeVisible();
    await afterLoginToast(page);
    await expectAccessible(page);

    const nav = await sidebar(page);
    await expect(nav).toHaveAccessibleName('User Dashboard');
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Track My Order',
      'Saved cars',
      'Saved searches',
      'My Enquiries',
      'Profile',
    ]);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    const again = await sidebar(page);
    await expect(again.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(again.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('an admin sees the Admin Panel with the admin menu', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${DEMO_ADMIN.name}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shop figures' })).toBeVisible();
    await expectAccessible(page);

    const nav = await sidebar(page);
    await expect(nav).toHaveAccessibleName('Admin Panel');
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Users',
      'Cars',
      'Add Car',
      'Vehicle feeds',
      'Order Review',
      'Enquiries',
      'Audit log',
      'Webhooks',
      'Profile',
    ]);
    await nav.getByRole('link', { name: 'Order Review' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
  });

  test('the brand link goes home', async ({ page }) => {
    await signInThroughApi(page, DEMO_CUSTOMER);
    const nav = await sidebar(page);
    await expect(nav).toBeVisible();
    await page.getByRole('link', { name: 'CarShop' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the sidebar collapses to icons on desktop and is an off-canvas menu on phones', async ({ page }) => {
    await signInThroughApi(page, DEMO_ADMIN);
    if (isPhone(page)) {
      await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Users' })).toBeVisible();
      await expectAccessible(page);
      await menu.getByRole('link', { name: 'Users' }).click();
      await expect(page).toHaveURL(/\/dashboard\/users$/);
      await expect(menu).toHaveCount(0);
      return;
    }
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    const nav = page.getByRole('navigation', { name: 'Admin Panel' });
    // Only the icons show; the labels stay for assistive technology.
    await expect(nav.getByRole('link', { name: 'Users' })).toBeVisible();
    await expect(nav.getByText('Users')).toHaveClass(/sr-only/);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(nav.getByText('Users')).not.toHaveClass(/sr-only/);
  });
});
