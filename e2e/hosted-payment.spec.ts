import { expect, expectAccessible, loginAs, registerThroughApi } from './fixtures';
import { customerToken, test } from './shop-helpers';

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

  await loginAs(page, buyer);
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
