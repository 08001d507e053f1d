import fs from 'node:fs';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  registerThroughApi,
  signInThroughApi,
} from './fixtures';
import { confirmEmailThroughApi, linkIn, waitForMail } from './mailbox';
import { test, toastGone } from './shop-helpers';

/**
 * Alerts by mail (issue 32, ADR 071): a buyer with a proven email saves a search with "Email me new matches", an
 * admin adds a matching car, the digest comes (the e2e shop's period is 2 s, scripts/e2e-server.mjs), the buyer
 * follows its unsubscribe link, presses the button, and the dashboard's toggle is off. The test's own car under a
 * brand no other car has. SHOTS_DIR set: screenshots of the saved searches and the unsubscribe page.
 */
test.describe('alerts by mail', () => {
  test('a saved search mails a new match, and its link unsubscribes without signing in', async ({
    page,
    shop,
  }, testInfo) => {
    test.slow(); // mail through the outbox, and a digest's period
    const shots = process.env.SHOTS_DIR;
    if (shots) fs.mkdirSync(shots, { recursive: true });
    const width = testInfo.project.name;
    const brand = `Alert${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const buyer = await registerThroughApi(page);
    await confirmEmailThroughApi(page.request, buyer.email);
    await signInThroughApi(page, buyer, `/all-product?searchTerm=${brand}`);

    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByLabel('Name').fill(`${brand} cars`);
    await expect(dialog.getByRole('checkbox', { name: 'Email me new matches' })).toBeChecked();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(dialog).toBeHidden();
    await toastGone(page, 'Search saved');

    const car = await shop.createCar({ brand, price: 27_500, quantity: 2 });
    const mail = await waitForMail(buyer.email, 'News about the cars you follow | CarShop');
    expect(mail.text).toContain(`New for "${brand} cars"`);
    expect(mail.text).toContain(`${car.brand} ${car.model}`);

    await page.goto('/dashboard/searches');
    const toggle = page.getByRole('checkbox', { name: `Email me new matches for ${brand} cars` });
    await expect(toggle).toBeChecked();
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/alerts-saved-searches-${width}.png`, fullPage: true });

    // The mail's link works signed out, as from another device; opening it changes nothing by itself.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(linkIn(mail, '/unsubscribe'));
    const card = page.getByRole('region', { name: 'Unsubscribe from alerts' });
    await expect(card).toContainText(`The emails about new cars for your saved search “${brand} cars”.`);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/alerts-unsubscribe-${width}.png`, fullPage: true });
    await card.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(card.getByRole('status')).toHaveText('You will get no more of these emails.');
    await expectAccessible(page);

    await signInThroughApi(page, buyer, '/dashboard/searches');
    await expect(toggle).not.toBeChecked();
    // And back on, from the dashboard.
    await toggle.check();
    await expect(page.getByText('We will email you new matches')).toBeVisible();
    await expect(toggle).toBeChecked();
  });
});
