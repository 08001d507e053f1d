import { DEMO_CUSTOMER, expect, test } from './fixtures';

test.describe('route guards', () => {
  test('a visitor is sent to /login and brought back to the page they asked for', async ({ page }) => {
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/login$/);
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await card.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    await card.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('admin pages also send visitors to /login', async ({ page }) => {
    await page.goto('/dashboard/users');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer cannot open the users page', async ({ page }) => {
    await page.goto('/login');
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await card.getByLabel('Password').fill(DEMO_CUSTOMER.password);
    await card.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/dashboard/users');
    await expect(page.getByText('Admins only')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Users Management' })).toHaveCount(0);
  });
});
