import { expect, expectAccessible, ONE_WIDTH, test, uniqueEmail } from './fixtures';

test.describe('registration', () => {
  test('a visitor registers, logs in and lands on the dashboard', async ({ page }) => {
    // A long journey: several password hashes on the server and two sign-ins.
    test.slow();
    const email = uniqueEmail('register');
    const password = 'long-enough-1';
    await page.goto('/register');
    const card = page.getByRole('region', { name: 'Register' });
    await expect(page).toHaveTitle('Register | CarShop');
    await expectAccessible(page);

    await card.getByLabel('Name').fill('Rita Register');
    await card.getByLabel('Email').fill(email);
    await card.getByLabel('Password').fill('short');
    await card.getByRole('button', { name: 'Create an account' }).click();
    await expect(card.getByText('Password must be at least 8 characters')).toBeVisible();

    await card.getByLabel('Password').fill(password);
    await card.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText('User registered successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const login = page.getByRole('region', { name: 'Login' });
    await expect(login.getByLabel('Email')).toHaveValue(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('User logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Rita Register' })).toBeVisible();
    await expect(page.getByText('User Dashboard')).toBeVisible();
  });

  test('the form shows the validation messages of the contract', async ({ page }) => {
    await page.goto('/register');
    const card = page.getByRole('region', { name: 'Register' });
    await card.getByRole('button', { name: 'Create an account' }).click();
    await expect(card.getByText('Name is required')).toBeVisible();
    await expect(card.getByText('Email is required')).toBeVisible();
    await expect(card.getByText('Password is required')).toBeVisible();
    await expect(card.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await card.getByLabel('Email').fill('not-an-email');
    await card.getByRole('button', { name: 'Create an account' }).click();
    await expect(card.getByText('Invalid email')).toBeVisible();
    await expectAccessible(page);
  });

  // One width: the server's answer is the same at every width; the form's own tests run at both.
  test('an email that is already registered shows the server message', ONE_WIDTH, async ({ page }) => {
    await page.goto('/register');
    const card = page.getByRole('region', { name: 'Register' });
    await card.getByLabel('Name').fill('Second Customer');
    await card.getByLabel('Email').fill('customer@example.com');
    await card.getByLabel('Password').fill('long-enough-1');
    await card.getByRole('button', { name: 'Create an account' }).click();
    await expect(page.getByText('Email is already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the Log in link goes to the login page', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
