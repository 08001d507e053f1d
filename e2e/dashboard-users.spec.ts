import type { Page } from '@playwright/test';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  ONE_WIDTH,
  registerThroughApi,
  signInThroughApi,
  test,
} from './fixtures';

async function openUsers(page: Page) {
  await signInThroughApi(page, DEMO_ADMIN, '/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users Management' })).toBeVisible();
}

test.describe('users management', () => {
  test('lists every user with the specified columns', async ({ page }) => {
    const user = await registerThroughApi(page, { name: 'Lena Listed' });
    await openUsers(page);
    await expect(page).toHaveTitle('Users | CarShop');
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'User',
      'Email',
      'Role',
      'Join Date',
      'Status',
      'Update Status',
      'Change Role',
    ]);
    const row = table.getByRole('row').filter({ hasText: user.email });
    await expect(row).toContainText('Lena Listed');
    await expect(row).toContainText('customer');
    await expect(row).toContainText('active');
    await expectAccessible(page);

    // An admin cannot block themself: their own row offers no status change.
    const own = table.getByRole('row').filter({ hasText: DEMO_ADMIN.email });
    await expect(own.getByRole('button', { name: /Update Status/ })).toBeDisabled();
  });

  test('searches users by name or email, kept in the address', async ({ page }) => {
    const surname = `Searchable${Math.random().toString(36).slice(2, 8)}`;
    const user = await registerThroughApi(page, { name: `Quentin ${surname}` });
    await openUsers(page);
    const search = page.getByRole('searchbox', { name: 'Search users' });
    await search.fill(`quentin ${surname.toUpperCase()}`);
    await expect(page).toHaveURL(/search=quentin/);
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(user.email);
    await expectAccessible(page);
    await search.fill('nobody-has-this-name-xyz');
    await expect(page.getByText('No name or email matches')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Search users' })).toHaveValue(
      'nobody-has-this-name-xyz',
    );
  });

  // One width: the dialog's check (nothing sent) does not depend on the width; the users page is checked at both above.
  test('choosing the current status shows an error and sends nothing', ONE_WIDTH, async ({ page }) => {
    const user = await registerThroughApi(page);
    await openUsers(page);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') puts.push(request.url());
    });
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.getByRole('button', { name: /Update Status/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await expect(dialog.getByRole('radio', { name: 'active' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User status is already active')).toBeVisible();
    expect(puts).toEqual([]);
  });

  test('an admin blocks a user, who then cannot log in', async ({ page }) => {
    // A long journey: several password hashes on the server and two sign-ins.
    test.slow();
    const user = await registerThroughApi(page, { name: 'Bo Blocked' });
    await openUsers(page);
    const row = page.getByRole('row').filter({ hasText: user.email });
    await row.getByRole('button', { name: /Update Status/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: 'blocked' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('User status updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The list refetched: the row now reads blocked.
    await expect(row).toContainText('blocked');

    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/login');
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByLabel('Email').fill(user.email);
    await card.getByLabel('Password').fill(user.password);
    await card.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Your account is blocked')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});
