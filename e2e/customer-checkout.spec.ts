import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  isPhone,
  ONE_WIDTH,
  registerThroughApi,
  signInThroughApi,
} from './fixtures';
import { confirmEmailThroughApi, waitForMail } from './mailbox';
import {
  addFromDetail,
  cartButton,
  customerToken,
  openCart,
  placeOrderThroughApi,
  setOrderStatus,
  test,
  toastCameAndWent,
  updateCar,
} from './shop-helpers';

/** The tracking dialog's steps and which one shows (data-state: complete, current, upcoming, canceled). */
async function stepStates(page: Page) {
  const steps = page
    .getByRole('dialog', { name: 'Track Order' })
    .getByTestId('track-steps')
    .getByRole('listitem');
  return steps.evaluateAll((items) => items.map((item) => item.getAttribute('data-state')));
}

async function fillCustomer(page: Page) {
  await page.getByLabel('Full Name').fill('Nadia Buyer');
  await page.getByLabel('Phone').fill('01712345678');
  await page.getByLabel('Address').fill('12 Lake Road, Dhaka');
}

test.describe('checkout and the customer orders', () => {
  test('validates, places the order, empties the cart; the order shows on Track My Order and the overview', async ({
    page,
    request,
    shop,
  }) => {
    test.slow();
    const car = await shop.createCar({ brand: 'Buyable', price: 10_250.5, quantity: 4 });
    const user = await registerThroughApi(page);
    // A confirmed account: its mails carry the delivery details (to an unconfirmed one they would not, ADR 048).
    await confirmEmailThroughApi(page.request, user.email);
    await signInThroughApi(page, user);

    await addFromDetail(page, car, 2);
    await toastCameAndWent(page, 'Product added to cart');
    const drawer = await openCart(page);
    await drawer.getByRole('link', { name: 'Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page).toHaveTitle('Checkout | CarShop');

    // Your Order: picture, brand, model, year, category, price x quantity, line total with 2 decimals, Total.
    const line = page.getByTestId('checkout-line');
    await expect(line).toContainText(`${car.brand} ${car.model}`);
    await expect(line).toContainText('2024 · Sedan');
    await expect(line).toContainText('10,250.5 x 2');
    await expect(line).toContainText('20,501.00৳');
    await expect(line.getByRole('img', { name: `${car.brand} ${car.model}` })).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toHaveText('20,501.00৳');

    // Customer Information: the account's email, disabled; the specification's messages.
    const email = page.getByLabel('Email');
    await expect(email).toHaveValue(user.email);
    await expect(email).toBeDisabled();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Phone').fill('12345');
    await page.getByLabel('Address').fill('abc');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Phone number is required')).toBeVisible();
    await expect(page.getByText('Address is required')).toBeVisible();
    if (isPhone(page)) await expectNoHorizontalOverflow(page);

    await fillCustomer(page);
    await page.getByRole('button', { name: 'Place Order' }).click();
    // The success toast lasts 2 s (§9): seen and gone here, before the checks below outlast it on a slow machine.
    await toastCameAndWent(page, 'Order created successfully');
    await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}$/);

    // The confirmation: the order number to quote, the lines, the total, delivery details, what happens next.
    await expect(
      page.getByRole('status').filter({ hasText: 'Thank you! Your order is placed.' }),
    ).toBeVisible();
    const title = page.getByRole('heading', { level: 1, name: /^Order #\d+$/ });
    await expect(title).toBeVisible();
    const number = (await title.textContent())!.replace('Order ', ''); // #1042, as everywhere (ADR 052)
    await expect(page).toHaveTitle(`Order ${number} | CarShop`);
    const lines = page.getByRole('region', { name: 'Cars' });
    await expect(lines).toContainText(`${car.brand} ${car.model}`);
    await expect(lines).toContainText('2 × 10,250.5৳ = 20,501৳');
    await expect(lines).toContainText('Total20,501৳');
    const delivery = page.getByRole('region', { name: 'Delivery details' });
    await expect(delivery).toContainText('Nadia Buyer');
    await expect(delivery).toContainText('01712345678');
    await expect(delivery).toContainText('12 Lake Road, Dhaka');
    await expect(page.getByRole('region', { name: 'What happens next' })).toContainText(
      'You pay when the car is handed over',
    );
    await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();
    // Still the shop: its brand links home at every width (the phone's top bar, the desktop's sidebar), and a
    // way back to shopping.
    await expect(page.getByRole('link', { name: 'CarShop' }).filter({ visible: true })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/all-product',
    );
    await expectAccessible(page);
    if (isPhone(page)) await expectNoHorizontalOverflow(page);
    // The same confirmation by mail, to the account's email.
    const mail = await waitForMail(user.email, `Order ${number} confirmed | CarShop`);
    expect(mail.text).toContain(`${car.brand} ${car.model}`);
    expect(mail.text).toContain('20,501৳');
    expect(mail.text).toContain('12 Lake Road, Dhaka');
    await page.getByRole('link', { name: 'All my orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/order$/);

    // Track My Order: the new order, $ price, pending.
    await expect(page.getByRole('heading', { level: 1, name: 'Order Overview' })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText([
      'Order Id',
      'Brand',
      'Order Date',
      'Price',
      'Status',
      'Action',
    ]);
    const row = table.getByRole('row').filter({ hasText: car.brand });
    await expect(row).toContainText('$20,501');
    await expect(row).toContainText('pending');
    // The same order number as the confirmation and the mail, in the Order Id column.
    await expect(row.getByRole('cell').first()).toHaveText(number);
    await expectAccessible(page);
    if (isPhone(page)) await expectNoHorizontalOverflow(page);

    // The overview counts it and lists it under Recent Orders.
    await page.goto('/dashboard');
    await expect(page.getByTestId('figure-Total Orders')).toContainText('1');
    await expect(page.getByTestId('figure-Pending')).toContainText('1');
    await expect(page.getByTestId('figure-Approved')).toContainText('0');
    const recent = page.getByRole('region', { name: 'Recent Orders' });
    await expect(recent.getByRole('row').filter({ hasText: car.brand })).toContainText('$20,501');
    await expect(recent.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/dashboard/order');
    await expectAccessible(page);

    // The cart is empty now, and the car's stock went down by 2.
    await page.goto('/');
    await expect(cartButton(page)).toHaveAccessibleName('Cart');
    const stock = await request.get(`/api/cars/${car._id}`);
    expect(((await stock.json()) as { data: { quantity: number } }).data.quantity).toBe(2);
  });

  test('delivery on a chosen day: choices, breakdown and what happens next before the button; the order keeps them', async ({
    page,
    shop,
  }) => {
    test.slow();
    const car = await shop.createCar({ brand: 'Deliverable', price: 18_400, quantity: 2 });
    const user = await registerThroughApi(page);
    await signInThroughApi(page, user);
    await addFromDetail(page, car, 1);
    await page.goto('/checkout');

    // The shop of the e2e server takes no money online: pay at handover is said, nothing mentions paying online.
    await expect(page.getByRole('region', { name: 'How you pay' })).toContainText('Nothing to pay now');
    await expect(page.getByRole('radio', { name: /deposit|online/i })).toHaveCount(0);
    const figures = page.getByTestId('price-breakdown');
    await expect(figures).toContainText('Total18,400.00৳');
    await expect(figures).toContainText('Due at handover18,400.00৳');
    await expect(page.getByRole('radio', { name: 'Pickup at the showroom' })).toBeChecked();
    const pickupDay = await page.getByLabel('Pickup date').inputValue();
    expect(pickupDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await page.getByRole('radio', { name: 'Delivery' }).check();
    const date = page.getByLabel('Delivery date');
    // Delivery starts later than pickup (DELIVERY_LEAD_DAYS), on an open day.
    await expect(date).not.toHaveValue(pickupDay);
    const first = await date.getAttribute('min');
    expect(first).not.toBeNull();
    await expect(date).toHaveValue(first!);
    const next = page.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainText('You get the car at the address you gave on');

    // The breakdown and what happens next come before the button, on a phone too.
    const button = page.getByRole('button', { name: 'Place Order' });
    const above = async (locator: typeof button) =>
      ((await locator.boundingBox())?.y ?? Number.POSITIVE_INFINITY) < ((await button.boundingBox())?.y ?? 0);
    expect(await above(figures)).toBe(true);
    expect(await above(next)).toBe(true);
    await expectAccessible(page);
    if (isPhone(page)) await expectNoHorizontalOverflow(page);

    // A Sunday (the shop is closed: OPENING_HOURS) is refused with the contract's words; a Monday is taken.
    const dayAfter = (from: string, weekday: number) => {
      const day = new Date(`${from}T00:00:00Z`);
      do day.setUTCDate(day.getUTCDate() + 1);
      while (day.getUTCDay() !== weekday);
      return day.toISOString().slice(0, 10);
    };
    await fillCustomer(page);
    await date.fill(dayAfter(first!, 0));
    await button.click();
    await expect(page.getByText('We are closed on Sundays. Choose another day.')).toBeVisible();
    const monday = dayAfter(first!, 1);
    await date.fill(monday);
    await button.click();
    await toastCameAndWent(page, 'Order created successfully');
    await expect(page).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}$/);

    const terms = page.getByRole('region', { name: 'Payment and handover' });
    const spelled = new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${monday}T00:00:00Z`));
    await expect(terms).toContainText('Pay at handover');
    await expect(terms).toContainText(`At the address you gave on ${spelled}`);
    await expect(terms.getByTestId('price-breakdown')).toContainText('Total18,400');
    await expect(page.getByRole('region', { name: 'Delivery details' })).toContainText('12 Lake Road, Dhaka');
    await expectAccessible(page);
    if (isPhone(page)) await expectNoHorizontalOverflow(page);
  });

  test('on a slow phone, the checkout cannot be sent before the app runs; then it places the order', async ({
    page,
    shop,
  }) => {
    const car = await shop.createCar({ brand: 'Patient', quantity: 2 });
    const user = await registerThroughApi(page);
    await signInThroughApi(page, user);
    await addFromDetail(page, car, 1);
    // A page of its own with the app's scripts held (the fixtures' goto waits for the app): the session and the
    // cart are the context's.
    const held = await page.context().newPage();
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await held.route(/\/assets\/[^/]+\.js$/, async (route) => {
      await released;
      await route.continue().catch(() => {});
    });
    await held.goto('/checkout', { waitUntil: 'commit' });
    await held.waitForFunction(() => document.readyState !== 'loading');
    await expect(held.locator('html[data-ready]')).toHaveCount(0);
    // A signed-in page rendered in the browser (ADR 051): before the app there is no form to fill or send.
    await expect(held.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
    await expect(held.getByLabel('Full Name')).toHaveCount(0);
    release();
    await held.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(held.getByTestId('price-breakdown')).toBeVisible();
    await fillCustomer(held);
    await held.getByRole('button', { name: 'Place Order' }).click();
    await expect(held).toHaveURL(/\/dashboard\/order\/[0-9a-f-]{36}$/);
    await held.close();
  });

  test('the customer cancels a pending order from its page: stock back, history, a mail; then no Cancel', async ({
    page,
    request,
    shop,
  }) => {
    test.slow();
    const car = await shop.createCar({ brand: 'Cancelable', quantity: 5 });
    const user = await registerThroughApi(page);
    const order = await placeOrderThroughApi(request, await customerToken(request, user), [
      { car: car._id, quentity: 2 },
    ]);
    await signInThroughApi(page, user);
    // Track My Order at phone width: each order a card, nothing scrolls sideways, nor while the list loads (its
    // answer is held until the skeleton has been measured).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/orders\/[^/?]+$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard/order');
    if (isPhone(page)) {
      await expect(page.getByRole('status').filter({ hasText: 'Loading orders' })).toBeAttached();
      await expectNoHorizontalOverflow(page);
    }
    release();
    await expect(page.getByRole('link', { name: `Details of order #${order.number}` })).toBeVisible();
    if (isPhone(page)) await expectNoHorizontalOverflow(page);
    await page.getByRole('link', { name: `Details of order #${order.number}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order #${order.number}` })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: `Cancel order #${order.number}?` });
    await expect(dialog).toContainText('Its cars go back to the showroom');
    await expectAccessible(page);
    // The buttons say what they do: keeping the order, or canceling it (no bare "Cancel").
    await expect(dialog.getByRole('button')).toHaveText(['Keep order', 'Cancel order', 'Close']);
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expect(page.getByText('Order canceled')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Status: canceled')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Status history' })).toContainText('by you');
    const stock = await request.get(`/api/cars/${car._id}`);
    expect(((await stock.json()) as { data: { quantity: number } }).data.quantity).toBe(5);
    const mail = await waitForMail(user.email, `Order #${order.number}: Canceled | CarShop`);
    expect(mail.text).toContain(`You canceled order #${order.number}`);
  });

  // One width: the server's refusal and the cart it leaves are the same at every width; the checkout's layout is checked at both above.
  test(
    'a refusal shows the server message and keeps the cart',
    ONE_WIDTH,
    async ({ page, request, shop }) => {
      const token = shop.admin;
      const car = await shop.createCar({ brand: 'Scarce', quantity: 3 });
      const user = await registerThroughApi(page);
      await signInThroughApi(page, user);
      await addFromDetail(page, car, 2);
      await page.goto('/checkout');
      await expect(page.getByTestId('checkout-line')).toContainText('12,500 x 2');
      await fillCustomer(page);

      // Someone else buys the last ones while this shopper fills in the form.
      await updateCar(request, token, car._id, { quantity: 1 });
      await page.getByRole('button', { name: 'Place Order' }).click();
      await expect(
        page.getByRole('alert').filter({ hasText: `Only 1 left of ${car.brand} ${car.model}` }),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/checkout$/);
      // The cart is kept, its line refreshed to what can still be bought.
      await expect(page.getByTestId('checkout-line')).toContainText('Only 1 can be ordered now (you had 2).');
      await expect(page.getByTestId('checkout-line')).toContainText('12,500 x 1');
      await expect(cartButton(page)).toHaveAccessibleName('Cart, 1 car');
      await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    },
  );

  test("the tracking dialog steps through; an admin's status change is followed, canceled shows all red", async ({
    page,
    request,
    shop,
  }) => {
    // A long journey: four status changes, each followed in the browser.
    test.slow();
    const token = shop.admin;
    const car = await shop.createCar({ brand: 'Trackable', quantity: 3 });
    const user = await registerThroughApi(page);
    const order = await placeOrderThroughApi(request, await customerToken(request, user), [
      { car: car._id, quentity: 1 },
    ]);
    await signInThroughApi(page, user, '/dashboard/order');
    const row = page.getByRole('row').filter({ hasText: car.brand });
    await row.getByRole('button', { name: `Track order #${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Track Order' });
    await expect(dialog.getByTestId('track-steps').getByRole('listitem')).toHaveText([
      /^1Pending/,
      /^2Processing/,
      /^3Shipped/,
      /^4Delivered/,
    ]);
    expect(await stepStates(page)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    await expect(dialog.getByRole('button', { name: 'Prev' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => stepStates(page)).toEqual(['complete', 'current', 'upcoming', 'upcoming']);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Prev' }).click();
    await expect.poll(() => stepStates(page)).toEqual(['current', 'upcoming', 'upcoming', 'upcoming']);
    await page.keyboard.press('Escape');

    // An admin ships it: the page follows on the next visit, the dialog opens at Shipped.
    await setOrderStatus(request, token, order._id, 'shipped');
    await page.reload();
    await expect(row).toContainText('shipped');
    await row.getByRole('button', { name: `Track order #${order.number}` }).click();
    await expect.poll(() => stepStates(page)).toEqual(['complete', 'complete', 'current', 'upcoming']);
    await page.keyboard.press('Escape');

    await setOrderStatus(request, token, order._id, 'delivered');
    await page.goto('/dashboard');
    await expect(page.getByTestId('figure-Approved')).toContainText('1');

    await setOrderStatus(request, token, order._id, 'canceled');
    await page.goto('/dashboard/order');
    await expect(row).toContainText('canceled');
    await row.getByRole('button', { name: `Track order #${order.number}` }).click();
    await expect(dialog.getByText('This order was canceled.')).toBeVisible();
    await expect.poll(() => stepStates(page)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => stepStates(page)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.goto('/dashboard');
    await expect(page.getByTestId('figure-Canceled')).toContainText('1');
    await expect(page.getByTestId('figure-Approved')).toContainText('0');
  });

  test('a new customer sees the empty states', async ({ page }) => {
    const user = await registerThroughApi(page);
    await signInThroughApi(page, user);
    await expect(page.getByText('No Recent Order Available')).toBeVisible();
    await expect(page.getByTestId('figure-Total Orders')).toContainText('0');
    await page.goto('/dashboard/order');
    await expect(page.getByText('No Order Found')).toBeVisible();
    await page.goto('/checkout');
    await expect(page.getByText('Your cart is empty')).toBeVisible();
  });
});
