import {
  DEMO_CUSTOMER,
  expect,
  expectAccessible,
  ONE_WIDTH,
  registerThroughApi,
  signInThroughApi,
  test,
} from './fixtures';
import { customerToken, test as shopTest } from './shop-helpers';

test.describe('route guards', () => {
  // One width: where the guard sends a visitor, and back, does not depend on the width.
  test(
    'a visitor is sent to /login and brought back to the page they asked for',
    ONE_WIDTH,
    async ({ page }) => {
      await page.goto('/dashboard/profile');
      await expect(page).toHaveURL(/\/login$/);
      const card = page.getByRole('region', { name: 'Login' });
      await card.getByLabel('Email').fill(DEMO_CUSTOMER.email);
      await card.getByLabel('Password').fill(DEMO_CUSTOMER.password);
      await card.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/dashboard\/profile$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    },
  );

  // One width: where the guard sends a visitor does not depend on the width.
  test('admin pages also send visitors to /login', ONE_WIDTH, async ({ page }) => {
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

shopTest.describe('a blocked account', () => {
  shopTest(
    'with a session still open sees that the account is blocked and how to reach the shop, not a broken dashboard',
    async ({ page, request, shop }) => {
      const user = await registerThroughApi(page);
      const token = await customerToken(request, user);
      const { id } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { id: string };
      await signInThroughApi(page, user);
      // The dashboard's own requests answered before the account is blocked: one of them answered "blocked" would end
      // the session in this tab before the visit below, and a session ended so is not remembered across a page
      // load (lib/session.ts), so that visit would ask to log in instead (a CI run at phone width).
      await page.waitForLoadState('networkidle');
      const blocked = await request.put(`/api/auth/user/${id}`, {
        headers: { authorization: `Bearer ${shop.admin}` },
        data: { status: 'blocked' },
      });
      expect(blocked.status(), await blocked.text()).toBe(200);

      // The session is still open in the browser (its token is stored): Track My Order asks the API, which says
      // the account is blocked.
      await page.goto('/dashboard/order');
      await expect(page).toHaveURL(/\/account-blocked$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Your account is blocked' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'hello@carshop.example' })).toHaveAttribute(
        'href',
        'mailto:hello@carshop.example',
      );
      await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
      await expectAccessible(page);
      // Signed out: a later visit to the dashboard asks to log in, and logging in says why it cannot.
      await page.goto('/dashboard');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(user.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByText('Your account is blocked')).toBeVisible();
    },
  );
});
