import { DEMO_CUSTOMER, expect, expectAccessible, loginAs, ONE_WIDTH, test } from './fixtures';

test.describe('login', () => {
  test('the login page is complete and accessible', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login | CarShop');
    const card = page.getByRole('region', { name: 'Login' });
    await expect(card.getByLabel('Email')).toBeVisible();
    await expect(card.getByLabel('Password')).toHaveAttribute('type', 'password');
    // "Forgot password?" opens the reset request (issue 20; the specification's link went nowhere).
    await expect(card.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    await expectAccessible(page);

    await card.getByRole('link', { name: 'or sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('validation messages come from the contract', async ({ page }) => {
    await page.goto('/login');
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByRole('button', { name: 'Sign In' }).click();
    await expect(card.getByText('Email is required')).toBeVisible();
    await expectAccessible(page);
    await card.getByLabel('Email').fill('nope');
    await card.getByRole('button', { name: 'Sign In' }).click();
    await expect(card.getByText('Invalid email')).toBeVisible();
    await expectAccessible(page);
  });

  // One width: the server's answer to a wrong password is the same at every width; the form's own tests run at both.
  test('wrong credentials show the server message and stay on the page', ONE_WIDTH, async ({ page }) => {
    await page.goto('/login');
    const card = page.getByRole('region', { name: 'Login' });
    await card.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await card.getByLabel('Password').fill('wrong-password');
    await card.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  // One width: where the router sends a signed-in user does not depend on the width.
  test('a signed-in user who opens /login goes to the dashboard', ONE_WIDTH, async ({ page }) => {
    await loginAs(page, DEMO_CUSTOMER);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
