import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  isPhone,
  loginAs,
  ONE_WIDTH,
  registerThroughApi,
  signInThroughApi,
  test,
} from './fixtures';
import { linkIn, waitForMail } from './mailbox';

/** Accounts prove their email (issue 28, ADR 048): the banner, "Send again", the mailed link. */

/** The banner, found by its heading (it is not a named region: the checkout beside it has an Email field). */
const banner = (page: import('@playwright/test').Page) =>
  page.locator('section', {
    has: page.getByRole('heading', { name: 'Please confirm your email', exact: true }),
  });

test.describe('confirming the email', () => {
  test('a new account sees the banner, sends the link again, opens it, and the banner is gone', async ({
    page,
  }) => {
    test.slow(); // password hashes, and mail through the outbox
    const user = await registerThroughApi(page, { name: 'Ada. Account SUSPENDED - verify at evil.example' });
    const first = await waitForMail(user.email, 'Confirm your email address | CarShop');
    // Nothing the sign-up typed reaches the address it typed.
    expect(first.text).toContain('Hello,');
    expect(first.text).not.toContain('SUSPENDED');

    await signInThroughApi(page, user);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page)).toContainText(user.email);
    await expectAccessible(page);
    if (isPhone(page)) await expectNoHorizontalOverflow(page);

    const sendAgain = banner(page).getByRole('button', { name: 'Send again' });
    await sendAgain.click();
    await expect(banner(page).getByRole('status')).toHaveText(
      'We have sent you a new link. Open it from your inbox to confirm your email address.',
    );
    await expect(sendAgain).toBeEnabled();

    // The checkout says it too.
    await page.goto('/checkout');
    await expect(banner(page)).toBeVisible();

    await page.goto(linkIn(first, '/verify-email'));
    const card = page.getByRole('region', { name: 'Confirm your email', exact: true });
    await expect(card.getByRole('status')).toHaveText('Your email address is confirmed. Thank you.');
    // The token leaves the address at once.
    expect(new URL(page.url()).hash).toBe('');
    await expectAccessible(page);
    await card.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // The link worked once.
    await page.goto(linkIn(first, '/verify-email'));
    await expect(card.getByRole('alert')).toHaveText(
      'This link is invalid, already used or expired. Sign in and ask for a new one.',
    );
  });

  // One width: the mailed link and the server's answer are the same at every width; the banner's journey above runs at both.
  test(
    'a link opened signed out, on another device, confirms the address too',
    ONE_WIDTH,
    async ({ page }) => {
      test.slow();
      const user = await registerThroughApi(page);
      const mail = await waitForMail(user.email, 'Confirm your email address | CarShop');
      await page.goto(linkIn(mail, '/verify-email'));
      const card = page.getByRole('region', { name: 'Confirm your email', exact: true });
      await expect(card.getByRole('status')).toHaveText('Your email address is confirmed. Thank you.');
      await card.getByRole('link', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/login$/);
      await loginAs(page, user);
      await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
      await expect(banner(page)).toHaveCount(0);
    },
  );

  test('the page without a token says so', async ({ page }) => {
    await page.goto('/verify-email');
    await expect(
      page.getByRole('region', { name: 'Confirm your email', exact: true }).getByRole('alert'),
    ).toHaveText('This link is invalid, already used or expired. Sign in and ask for a new one.');
    await expectAccessible(page);
  });
});
