import { addCarThroughApi, uniqueBrand } from './admin-api';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  isPhone,
  loginAs,
  signInThroughApi,
  test,
  uniqueEmail,
} from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { toastGone } from './shop-helpers';

/**
 * A team (issue 30): the admin invites an inventory clerk from the users page; the clerk chooses a password with
 * the mailed link, sees the inventory desk only, and changes a car's price; the admin's audit log shows who changed
 * it, from what to what.
 */
test('an inventory user changes a price and the admin sees it in the audit log', async ({ page }, info) => {
  test.slow(); // three sign-ins, a mail and two dialogs
  const brand = uniqueBrand('Audi');
  await addCarThroughApi(page.request, { brand, model: 'Priced', price: 31500 });
  const clerk = { name: `Ivy ${brand}`, email: uniqueEmail('clerk'), password: 'inventory-pass-1' };
  const shot = (name: string) =>
    page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });

  // The admin invites the clerk.
  await signInThroughApi(page, DEMO_ADMIN, '/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users Management' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite staff' });
  await invite.getByLabel('Name').fill(clerk.name);
  await invite.getByLabel('Email').fill(clerk.email);
  await invite.getByLabel('Role').selectOption('inventory');
  await expect(invite.getByText('Cars, their pictures and prices.')).toBeVisible();
  await expectAccessible(page);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${clerk.email}`)).toBeVisible();
  await expect(invite).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: clerk.email });
  await expect(row).toContainText('inventory');
  await toastGone(page, `Invitation sent to ${clerk.email}`);
  await expectAccessible(page);
  if (isPhone(page)) await expectNoHorizontalOverflow(page);
  await shot('users');

  // The clerk chooses a password with the mailed link and signs in to the inventory desk.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const mail = await waitForMail(clerk.email, 'You are invited to CarShop | CarShop');
  await page.goto(linkIn(mail, '/reset-password'));
  const reset = page.getByRole('region', { name: 'Reset password' });
  await reset.getByLabel('New Password').fill(clerk.password);
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(page).toHaveURL(/\/login/);
  await loginAs(page, clerk);
  await expect(page.getByText('You are signed in as inventory staff.')).toBeVisible();
  await expectAccessible(page);

  // The desk offers the cars and no users; the users page sends them back.
  await page.goto('/dashboard/users');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/cars');
  const car = page.getByRole('row').filter({ hasText: brand });
  await car.getByRole('button', { name: `Update ${brand} Priced` }).click();
  const update = page.getByRole('dialog', { name: 'Update Car' });
  await update.getByLabel('Price').fill('29999');
  await update.getByRole('button', { name: 'Update Car' }).click();
  await expect(page.getByText('Car updated successfully')).toBeVisible();
  await expect(car).toContainText('$29,999');

  // The admin's audit log shows it.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signInThroughApi(page, DEMO_ADMIN, '/dashboard/audit');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search entries' }).fill(brand);
  const entry = page.getByRole('row').filter({ hasText: 'Car changed' }).filter({ hasText: brand });
  await expect(entry).toContainText(clerk.name);
  await expect(entry).toContainText('Inventory');
  await expect(entry).toContainText(`${brand} Priced`);
  await expect(entry).toContainText(/price: 31,500 →.*29,999/);
  await expectAccessible(page);
  await expectNoHorizontalOverflow(page);
  await shot('audit');

  // The export holds the same entry.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
});
