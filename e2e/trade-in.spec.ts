import fs from 'node:fs';
import { signUp } from './admin-api';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  type Page,
  signInThroughApi,
} from './fixtures';
import { confirmEmailThroughApi, waitForMail } from './mailbox';
import { test, toastsGone } from './shop-helpers';

/**
 * "What is my car worth" (issue 32, ADR 069): a buyer values their car from a car's page (with a photo), a
 * salesperson answers with an offer, and the buyer reads it by mail and accepts it in My Enquiries. SHOTS_DIR set:
 * screenshots of the form and of the offer in the dashboard.
 */

async function signOut(page: Page) {
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
}

const PHOTO = `${import.meta.dirname}/files/green-car.jpg`;

test.describe('trade-in', () => {
  test('a trade-in from the car page, answered with an offer the buyer accepts', async ({
    page,
    request,
    shop,
  }, testInfo) => {
    test.setTimeout(150_000);
    const shots = process.env.SHOTS_DIR;
    if (shots) fs.mkdirSync(shots, { recursive: true });
    const car = await shop.createCar({ brand: 'Tradea' });
    const buyer = await signUp(request, 'Tess Trader');
    await confirmEmailThroughApi(request, buyer.email);

    // The buyer, from the car's page.
    await signInThroughApi(page, buyer, `/products/${car._id}`);
    await page.getByRole('link', { name: 'Value my trade-in' }).click();
    await expect(page).toHaveURL(new RegExp(`/trade-in\\?car=${car._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Value my trade-in' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Tradea/ })).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveValue(buyer.email);
    const form = page.getByRole('form', { name: 'Value my trade-in' });
    await form.getByRole('button', { name: 'Get my offer' }).click();
    await expect(form.getByText('Make is required')).toBeVisible();
    await form.getByLabel('VIN').fill('1HGCM82634A004352');
    await form.getByLabel('Make').fill('Ford');
    await form.getByLabel('Model').fill('Focus');
    await form.getByLabel('Year').fill('2019');
    await form.getByLabel('Mileage (km)').fill('54000');
    await form.getByLabel('Condition').selectOption('good');
    await form.getByLabel(/^Photos/).setInputFiles(PHOTO);
    await form.getByRole('button', { name: 'Get my offer' }).click();
    await expect(form.getByText(/check digit/)).toBeVisible();
    await form.getByLabel('VIN').fill('1HGCM82633A004352');
    await toastsGone(page);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    if (shots)
      await page.screenshot({ path: `${shots}/trade-in-form-${testInfo.project.name}.png`, fullPage: true });
    await form.getByRole('button', { name: 'Get my offer' }).click();
    await expect(page.getByText('Your trade-in request is on its way')).toBeVisible();
    await waitForMail(buyer.email, 'We received your trade-in request | CarShop');

    // The salesperson answers with an offer.
    const sales = await signUp(request, 'Sam Sales', 'sales');
    await signOut(page);
    await signInThroughApi(page, sales, '/dashboard/enquiries?type=trade-in');
    await page.getByRole('searchbox', { name: 'Search enquiries' }).fill(buyer.email);
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('2019 Ford Focus');
    await row.getByRole('button', { name: `Open the enquiry from ${buyer.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Trade-in from ${buyer.name}` });
    await expect(dialog.getByRole('heading', { name: 'Trade-in: no offer yet' })).toBeVisible();
    await expect(dialog.getByRole('img', { name: 'The car, view 1' })).toBeVisible();
    const until = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Offer', { exact: true }).fill('6400');
    await dialog.getByLabel('Valid until').fill(until);
    await toastsGone(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send offer' }).click();
    await expect(page.getByText('Offer sent; the buyer is mailed')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: /Trade-in: \$6,400\.00 offered/ })).toBeVisible();
    await page.keyboard.press('Escape');

    // The buyer reads the offer by mail, then accepts it in My Enquiries.
    const mail = await waitForMail(buyer.email, /^Our offer for your trade-in/);
    expect(mail.text).toContain('2019 Ford Focus');
    await signOut(page);
    await signInThroughApi(page, buyer, '/dashboard/my-enquiries');
    const mine = page.getByRole('row').filter({ hasText: 'Ford Focus' });
    await expect(mine).toContainText('Contacted');
    await expectNoHorizontalOverflow(page);
    await mine.getByRole('button', { name: /^Offer/ }).click();
    const offer = page.getByRole('dialog', { name: 'Your trade-in request' });
    await expect(offer.getByText('We offer $6,400.00')).toBeVisible();
    await toastsGone(page);
    await expectAccessible(page);
    if (shots) await offer.screenshot({ path: `${shots}/trade-in-offer-${testInfo.project.name}.png` });
    await offer.getByRole('button', { name: 'Accept offer' }).click();
    await expect(page.getByText('Offer accepted. We will take your car at the handover.')).toBeVisible();
    await expect(offer.getByText('Accepted.')).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Accept offer' })).toHaveCount(0);
    await toastsGone(page);
    await expectAccessible(page);
  });
});
