import { DEMO_CUSTOMER, expect, expectAccessible, isPhone, signInThroughApi, test } from './fixtures';

test.describe('logout', () => {
  test('from the header account menu', async ({ page }) => {
    test.slow(); // a sign-in, the home page and axe over it: near 30 s on a busy machine
    await signInThroughApi(page, DEMO_CUSTOMER, '/');
    await page.getByRole('button', { name: 'My Account' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('My Account')).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expectAccessible(page);
    await menu.getByRole('menuitem', { name: 'Log out' }).click();

    await expect(page.getByText('User logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the header menu leads to the dashboard and the profile', async ({ page }) => {
    await signInThroughApi(page, DEMO_CUSTOMER, '/');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
  });

  test('from the dashboard sidebar', async ({ page }) => {
    await signInThroughApi(page, DEMO_CUSTOMER);
    if (isPhone(page)) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('User logged out')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login$/);
  });
});
