import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  isPhone,
  loginAs,
  ONE_WIDTH,
  registerThroughApi,
  test,
} from './fixtures';
import { linkIn, waitForMail } from './mailbox';
import { addFromDetail, openCart, test as shopTest } from './shop-helpers';

test.describe('forgot password', () => {
  test('from the login page to the mailed link, a new password, and a sign-in with it', async ({ page }) => {
    test.slow(); // password hashes, and a mail through the outbox
    const user = await registerThroughApi(page);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Forgot password | CarShop');
    const card = page.getByRole('region', { name: 'Forgot password' });
    await card.getByRole('button', { name: 'Send reset link' }).click();
    await expect(card.getByText('Email is required')).toBeVisible();
    await expectAccessible(page);

    await card.getByLabel('Email').fill(user.email);
    await card.getByRole('button', { name: 'Send reset link' }).click();
    await expect(card.getByRole('status')).toContainText('Check your inbox');
    await expect(card.getByRole('status')).toContainText('If an account uses that email');
    await expectAccessible(page);
    if (isPhone(page)) await expectNoHorizontalOverflow(page);

    const mail = await waitForMail(user.email, 'Reset your password | CarShop');
    expect(mail.html).toContain('Choose a new password');
    await page.goto(linkIn(mail, '/reset-password'));
    const reset = page.getByRole('region', { name: 'Reset password' });
    await reset.getByLabel('New Password').fill('short');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(reset.getByText('Password must be at least 8 characters')).toBeVisible();
    await expectAccessible(page);
    await reset.getByLabel('New Password').fill('a-brand-new-password');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByText('Your password has been reset. Log in with your new password.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, { email: user.email, password: 'a-brand-new-password' });
    // The link worked once.
    await page.context().clearCookies();
    await page.goto(linkIn(mail, '/reset-password'));
    await reset.getByLabel('New Password').fill('yet-another-password');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await expect(
      page.getByText('This reset link is invalid, already used or expired. Ask for a new one.'),
    ).toBeVisible();
  });

  // One width: where a mailed link carries its token is the same at every width; the journey above runs at both.
  test(
    'the link carries its token in the fragment; an older link with it in the query still works',
    ONE_WIDTH,
    async ({ page }) => {
      test.slow(); // password hashes, and a mail through the outbox
      const user = await registerThroughApi(page);
      const asked = await page.request.post('/api/auth/forgot-password', { data: { email: user.email } });
      expect(asked.status()).toBe(200);
      const mail = await waitForMail(user.email, 'Reset your password | CarShop');
      const link = linkIn(mail, '/reset-password');
      expect(link).toMatch(/^\/reset-password#token=[\w-]+$/); // a fragment never reaches a server or its logs
      // A link mailed before the change, `?token=…`: the page moves the token out of the query.
      const token = link.split('#token=')[1]!;
      await page.goto(`/reset-password?token=${token}`);
      await expect(page).toHaveURL(/\/reset-password#token=[\w-]+$/);
      const reset = page.getByRole('region', { name: 'Reset password' });
      await reset.getByLabel('New Password').fill('from-an-older-link');
      await reset.getByRole('button', { name: 'Reset password' }).click();
      await expect(
        page.getByText('Your password has been reset. Log in with your new password.'),
      ).toBeVisible();
      await loginAs(page, { email: user.email, password: 'from-an-older-link' });
    },
  );

  test('the reset page without a token says so and links to a new request', async ({ page }) => {
    await page.goto('/reset-password');
    const card = page.getByRole('region', { name: 'Reset password' });
    await expect(card.getByRole('alert')).toHaveText(
      'This reset link is invalid, already used or expired. Ask for a new one.',
    );
    await card.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expectAccessible(page);
  });
});

shopTest.describe('signing up from the checkout', () => {
  shopTest('signs the new customer in and returns to the checkout, cart kept', async ({ page, shop }) => {
    shopTest.slow();
    const car = await shop.createCar({ brand: 'Signup', quantity: 3 });
    await addFromDetail(page, car, 1);
    const drawer = await openCart(page);
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'or sign up' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const card = page.getByRole('region', { name: 'Register' });
    await card.getByLabel('Name').fill('Sam Signup');
    await card.getByLabel('Email').fill(`signup-${Date.now()}@example.com`);
    await card.getByLabel('Password').fill('signup-password-1');
    await card.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByTestId('checkout-line')).toContainText(`${car.brand} ${car.model}`);
  });
});
