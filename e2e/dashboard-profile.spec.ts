import {
  expect,
  expectAccessible,
  loginAs,
  ONE_WIDTH,
  registerThroughApi,
  signInThroughApi,
  test,
} from './fixtures';

const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

test.describe('profile', () => {
  test('shows the account details', async ({ page }) => {
    const user = await registerThroughApi(page, { name: 'Pat Profile' });
    await signInThroughApi(page, user, '/dashboard/profile');
    await expect(page).toHaveTitle('Profile | CarShop');
    const details = page.getByRole('region', { name: 'Account details' });
    await expect(details.getByText('Pat Profile')).toBeVisible();
    await expect(details.getByText(user.email)).toBeVisible();
    await expect(details.getByText('customer')).toBeVisible();
    // Registered moments ago (the date may roll over at midnight, so accept today or yesterday).
    const yesterday = new Date(Date.now() - 86_400_000);
    await expect(
      details.getByText(new RegExp(`${today.format(new Date())}|${today.format(yesterday)}`)),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('changes the password, then logs in with the new one', async ({ page }) => {
    // A long journey: several password hashes on the server and two sign-ins.
    test.slow();
    const user = await registerThroughApi(page, { name: 'Casey Change' });
    const newPassword = 'brand-new-pass-2';
    await signInThroughApi(page, user, '/dashboard/profile');

    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Current Password')).toBeFocused();
    await expectAccessible(page);

    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('Current Password is required')).toBeVisible();
    await expect(dialog.getByText('New Password is required')).toBeVisible();
    await expectAccessible(page);

    await dialog.getByLabel('Current Password').fill('not-my-password');
    await dialog.getByLabel('New Password').fill('short');
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();

    await dialog.getByLabel('New Password').fill(newPassword);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Current password is incorrect')).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Current Password').fill(user.password);
    await dialog.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Change Password' })).toBeFocused();

    // Sign out, then the old password no longer works and the new one does.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await page.goto('/login');
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByLabel('Email').fill(user.email);
    await card.getByLabel('Password').fill(user.password);
    await card.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await loginAs(page, { email: user.email, password: newPassword });
  });

  // One width: what Cancel clears does not depend on the width; the dialog is checked by axe at both widths above.
  test('Cancel closes the dialog and clears it', ONE_WIDTH, async ({ page }) => {
    const user = await registerThroughApi(page);
    await signInThroughApi(page, user, '/dashboard/profile');
    await page.getByRole('button', { name: 'Change Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Password' });
    await dialog.getByLabel('Current Password').fill('something');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(dialog.getByLabel('Current Password')).toHaveValue('');
  });
});
