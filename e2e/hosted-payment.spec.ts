import fs from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  isPhone,
  registerThroughApi,
  signInThroughApi,
} from './fixtures';
import { addFromDetail, customerToken, test, toastCameAndWent, toastsGone } from './shop-helpers';

/**
 * Paying a deposit on the provider's hosted page (issue 29, ADR 054), against the paying shop that
 * scripts/e2e-server.mjs starts on E2E_PORT + 1 (SHOP_CURRENCY=USD, DEPOSIT_AMOUNT=500, the local
 * Stripe-compatible server: its hosted page is a plain form, its signed events go to that shop's webhook).
 */
const PAYING_SHOP = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4310) + 1}`;
test.use({ baseURL: PAYING_SHOP });

test.beforeAll(async ({ request }) => {
  // Started with the first shop; it may answer a moment after it.
  await expect
    .poll(async () => (await request.get(`${PAYING_SHOP}/api/health`).catch(() => undefined))?.status(), {
      timeout: 60_000,
    })
    .toBe(200);
});

test('a deposit paid on the hosted page comes back to "reserved until", and Cancel back to "held until"', async ({
  page,
  shop,
  request,
}, testInfo) => {
  const car = await shop.createCar({ quantity: 1, price: 18_000 });
  const buyer = await registerThroughApi(page);
  const token = await customerToken(request, buyer);
  const placed = await request.post('/api/orders', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name: 'Hosted Buyer',
      email: buyer.email,
      phone: '0123456789',
      address: '1 Test Street',
      items: [{ car: car._id, quentity: 1 }],
      payment: 'deposit',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const orderId = ((await placed.json()) as { data: { _id: string } }).data._id;
  const session = await request.post('/api/orders/checkout-session', {
    headers: { authorization: `Bearer ${token}` },
    data: { orderId },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { url } = ((await session.json()) as { data: { url: string } }).data;

  await signInThroughApi(page, buyer);
  // The buyer leaves the hosted page with Cancel: the car is still held, and they can pay now.
  // The hosted page is Stripe's (the app's readiness mark is not on it): the browser is sent there as by the app.
  await page.evaluate((address) => window.location.assign(address), url);
  await page.waitForURL(url);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/checkout\/return\?order=.*&canceled=1$/);
  await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
  await expect(page.getByText(/is held for you until/)).toBeVisible();
  await expectAccessible(page);

  // Pay now goes back to the same page; Pay takes the deposit.
  await page.getByRole('button', { name: 'Pay now' }).click();
  await page.getByRole('button', { name: /^Pay \$500\.00$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/return\?order=.*&session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
  await expect(page.getByText(/Deposit of \$500 paid\. .* is reserved for you until/)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('checkout-return.png'), fullPage: true });
});

/** The bottom of `above` is over the top of `below` on the page (read before it, on a phone too). */
async function expectAbove(page: Page, above: string, below: string) {
  const [top, bottom] = await Promise.all([
    page.getByTestId(above).boundingBox(),
    page.getByRole('button', { name: below }).boundingBox(),
  ]);
  expect(top!.y + top!.height).toBeLessThanOrEqual(bottom!.y);
}

test('the checkout form: each way of paying shows its breakdown and what happens next before the button; a deposit is paid on the hosted page and the car is reserved until a date', async ({
  page,
  shop,
}, testInfo) => {
  test.slow(); // a sign-up, a cart, three quotes, the provider's page and back
  if (!isPhone(page)) await page.setViewportSize({ width: 1366, height: 900 });
  const car = await shop.createCar({ quantity: 1, price: 18_000 });
  const buyer = await registerThroughApi(page);
  await signInThroughApi(page, buyer);
  await addFromDetail(page, car);
  await toastCameAndWent(page, 'Product added to cart');
  await page.goto('/checkout');
  await page.getByLabel('Full Name').fill('Dina Deposit');
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Address').fill('12 Lake Road, Dhaka');

  const breakdown = page.getByRole('region', { name: 'Price breakdown' });
  const next = page.getByTestId('checkout-next-steps');
  const choices = [
    { name: 'Pay at handover', now: /You place the order: nothing is paid now\./, file: 'handover' },
    { name: 'Reserve with a deposit', now: /pay the deposit of \$500\.00/, file: 'deposit' },
    { name: 'Pay in full online', now: /to pay \$18,000\.00/, file: 'full' },
  ];
  // Ends on the deposit: the journey goes on with it.
  for (const choice of [choices[0]!, choices[2]!, choices[1]!]) {
    await page.getByRole('radio', { name: choice.name }).check();
    await expect(next).toContainText(choice.now);
    await expect(breakdown).toHaveAttribute('aria-busy', 'false');
    await expect(breakdown).toContainText('$18,000.00');
    await expectAbove(page, 'checkout-next-steps', 'Place Order');
    await page.screenshot({ path: testInfo.outputPath(`checkout-${choice.file}.png`), fullPage: true });
  }
  await expect(breakdown).toContainText(/Due now\s*\$500\.00/);
  await expect(breakdown).toContainText(/Due at handover\s*\$17,500\.00/);
  await toastsGone(page);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Place Order' }).click();
  // Stripe's page (a plain form here): the deposit, named for the order.
  await page.waitForURL(/\/pay\/cs_test_/);
  await expect(page.getByText(/^Deposit for order #\d+$/)).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$500\.00$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/return\?order=.*&session_id=cs_test_/);
  await expect(page.getByRole('heading', { name: 'Deposit paid' })).toBeVisible();
  await expect(page.getByText(/Deposit of \$500 paid\. .* is reserved for you until/)).toBeVisible();
  await toastsGone(page);
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('deposit-reserved.png'), fullPage: true });
});

/** A buyer's deposit order for `carId`, paid on the hosted page through the API (the webhook settles it). */
async function paidDepositOrder(page: Page, request: APIRequestContext, carId: string) {
  const buyer = await registerThroughApi(page, { name: 'Rafi Refund' });
  const token = await customerToken(request, buyer);
  const headers = { authorization: `Bearer ${token}` };
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      name: 'Rafi Refund',
      email: buyer.email,
      phone: '01812345678',
      address: '3 River Road',
      items: [{ car: carId, quentity: 1 }],
      payment: 'deposit',
      handover: 'delivery',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = ((await placed.json()) as { data: { _id: string; number: number } }).data;
  const session = await request.post('/api/orders/checkout-session', {
    headers,
    data: { orderId: order._id },
  });
  expect(session.status(), await session.text()).toBe(200);
  const { url } = ((await session.json()) as { data: { url: string } }).data;
  const paid = await request.post(url, { form: { action: 'pay' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
  await expect
    .poll(async () => {
      const read = await request.get(`/api/orders/${order._id}`, { headers });
      return ((await read.json()) as { data: { payment: { state: string } } }).data.payment.state;
    })
    .toBe('deposit_paid');
  return order;
}

test("the admin refunds a paid deposit from the order's dialog; the refund's receipt PDF holds its number, amount and the shop's name", async ({
  page,
  request,
  shop,
}, testInfo) => {
  test.slow();
  if (!isPhone(page)) await page.setViewportSize({ width: 1366, height: 900 });
  const car = await shop.createCar({ quantity: 1, price: 18_000 });
  const order = await paidDepositOrder(page, request, car._id);

  await signInThroughApi(page, DEMO_ADMIN, `/dashboard/orders?search=${order.number}`);
  const row = page.getByRole('row').filter({ hasText: `#${order.number}` });
  await expect(row).toContainText('Deposit paid');
  await row.getByRole('button', { name: `Change Status of order #${order.number}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Order Status' });
  // The terms in the buyer's words, as on their order page; the payment's story so far.
  await expect(dialog).toContainText('Reserve with a deposit');
  await expect(dialog.getByTestId('order-payment')).toContainText('Deposit paid: $500.');
  const history = dialog.getByRole('region', { name: 'Payment history' });
  await expect(history.getByRole('listitem')).toHaveText([
    /^Deposit of \$500 paid online/,
    /^Payment of \$500 started on the payment page/,
  ]);
  await toastsGone(page);
  await expectAccessible(page);

  await dialog.getByRole('button', { name: `Refund $500 for order #${order.number}` }).click();
  const confirm = page.getByRole('dialog', { name: `Refund $500 for order #${order.number}?` });
  await toastsGone(page);
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Refund $500' }).click();
  await expect(confirm).toHaveCount(0);
  // The payment state's badge (the dialog also has a "Refunded" term for the amount given back).
  await expect(dialog.getByRole('definition').filter({ hasText: /^Refunded$/ })).toBeVisible();
  await expect(history.getByRole('listitem').first()).toHaveText(/^\$500 refunded to the card/);
  await expect(dialog.getByRole('button', { name: /^Refund/ })).toHaveCount(0);

  // The refund's receipt, issued by the round the refund nudged: downloaded and read.
  const receipts = dialog.getByRole('list', { name: 'Receipts' });
  const refundReceipt = receipts.getByRole('listitem').filter({ hasText: 'Refund receipt' });
  await expect(refundReceipt).toContainText('500.00 USD', { timeout: 20_000 });
  const label = /R-\d{6}/.exec((await refundReceipt.textContent()) ?? '')![0];
  await toastsGone(page);
  await expectAccessible(page);
  await dialog.screenshot({ path: testInfo.outputPath('admin-refunded.png') });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    refundReceipt.getByRole('button', { name: `Download PDF of receipt ${label}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${label}.pdf`);
  const text = await pdfText(fs.readFileSync((await download.path())!));
  expect(text).toContain(label);
  expect(text).toContain('500.00 USD');
  expect(text).toContain('CarShop');
  expect(text).toContain(`#${order.number}`);
  expect(text).toMatch(/refund/i);
});
