import fs from 'node:fs';
import { addCarThroughApi, placeOrderAs, uniqueBrand } from './admin-api';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  registerThroughApi,
  signInThroughApi,
  test,
} from './fixtures';
import { waitForMail } from './mailbox';
import { toastsGone } from './shop-helpers';

test.describe('order review', () => {
  test("an admin changes an order's status through the dialog; the list and the customer's orders follow", async ({
    page,
  }) => {
    test.slow(); // a sign-up, four sign-ins and a checkout
    const brand = uniqueBrand('Ordo');
    const car = await addCarThroughApi(page.request, { brand, model: 'Roadster', price: 22000, quantity: 5 });
    const customer = await registerThroughApi(page, { name: 'Olga Orders' });
    const { token: customerToken, order } = await placeOrderAs(
      page.request,
      customer,
      [{ car: car._id, quentity: 2 }],
      { phone: '01234567890', address: '7 Harbour Street' },
    );

    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Order Management' })).toBeVisible();
    await expect(page).toHaveTitle('Orders | CarShop');
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toContainText(`${brand} Roadster × 2`);
    await expect(row).toContainText('44,000');
    await expect(row).toContainText('pending');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    // Search by the order number, by email, by name; the status filter; all in the address.
    const search = page.getByRole('searchbox', { name: 'Search orders' });
    await search.fill(String(order.number));
    await expect(page).toHaveURL(new RegExp(`search=${order.number}`));
    // Digits find every order whose number holds them: #101 also finds the #1012 of a journey running beside it.
    const orderRows = page.getByRole('row').filter({ has: page.getByRole('cell', { name: /^Order Id #/ }) });
    await expect(orderRows.filter({ hasNotText: `#${order.number}` })).toHaveCount(0);
    await expect(row).toContainText(`#${order.number}`);
    await search.fill('olga orders');
    await expect(page).toHaveURL(/search=olga/);
    await expect(row).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('processing');
    await expect(page).toHaveURL(/status=processing/);
    await expect(page.getByText('No order matches')).toBeVisible();
    await page.getByLabel('Status', { exact: true }).selectOption('pending');
    await expect(row).toBeVisible();
    await expectAccessible(page);

    await row.getByRole('button', { name: `Change Status of order #${order.number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Order Status' });
    await expect(dialog.getByLabel('Status', { exact: true })).toHaveValue('pending');
    await expect(dialog.getByText(/by Olga Orders/)).toBeVisible();
    // What the admin needs to arrange the handover: the buyer's phone and delivery address.
    await expect(dialog.getByRole('link', { name: '01234567890' })).toHaveAttribute(
      'href',
      'tel:01234567890',
    );
    await expect(dialog).toContainText('7 Harbour Street');
    await expectAccessible(page);
    await dialog.getByLabel('Status', { exact: true }).selectOption('shipped');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // Filtered on pending, the shipped order leaves the list; all statuses bring it back.
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await expect(row).toContainText('shipped');
    // The customer is mailed about it.
    const mail = await waitForMail(customer.email, `Order #${order.number}: Shipped | CarShop`);
    expect(mail.text).toContain('changed from Pending to Shipped');

    // The history names the admin; the customer's own orders say shipped.
    await row.getByRole('button', { name: `Change Status of order #${order.number}` }).click();
    await expect(dialog.getByText(/by Admin User/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const mine = await page.request.get(`/api/orders/${order.user}`, {
      headers: { authorization: customerToken },
    });
    const orders = ((await mine.json()) as { data: { _id: string; status: string }[] }).data;
    expect(orders.find((one) => one._id === order._id)?.status).toBe('shipped');

    // The customer's own overview shows it too.
    await page.evaluate(() => localStorage.clear());
    await page.context().clearCookies();
    await signInThroughApi(page, customer);
    await expect(page.getByRole('row').filter({ hasText: brand })).toContainText(/shipped/i);
  });

  /**
   * The admin on a phone (issue 30, ADR 061), at 390 px (phone project) and 1366 px (desktop project): the orders
   * list read as cards, found by the phone number the buyer called from in another formatting, one tap to the next
   * status, a confirmation before a cancel; the audit log filtered by person and day. SHOTS_DIR set: screenshots of
   * the orders list at both widths.
   */
  test('staff find an order by the phone as the buyer says it and move it on with one tap', async ({
    page,
  }, info) => {
    test.slow(); // a sign-up, a sign-in, a search, two changes and axe three times
    if (info.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
    const brand = uniqueBrand('Phonera');
    const car = await addCarThroughApi(page.request, { brand, model: 'Caller', quantity: 5 });
    const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
    const [a, b] = [digits.slice(0, 4), digits.slice(4)];
    const buyer = await registerThroughApi(page, { name: 'Rana Caller' });
    const { order } = await placeOrderAs(page.request, buyer, [{ car: car._id, quentity: 1 }], {
      phone: `+44 20 ${a} ${b}`,
      address: '1 Test Street',
    });
    const number = `#${order.number}`;

    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/orders');
    // Written as the buyer says it on the phone: another formatting, without the country code.
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(`(20) ${a}-${b}`);
    await expect(page).toHaveURL(/search=/);
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`${brand} Caller`);
    await expect(page.getByRole('row')).toHaveCount(2); // the header (read to screen readers on a phone) and it
    await toastsGone(page);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    const shots = process.env.SHOTS_DIR;
    if (shots) {
      fs.mkdirSync(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/orders-${info.project.name}.png`, fullPage: true });
    }

    // One tap to the next usual status; the next tap is the one after.
    await row.getByRole('button', { name: `processing: move order ${number} on` }).click();
    await expect(page.getByText('Order status updated successfully')).toBeVisible();
    await expect(row).toContainText('processing');
    await expect(row.getByRole('button', { name: `shipped: move order ${number} on` })).toBeEnabled();

    // Any status from the dialog; canceling (stock, money) says so and is confirmed by a button that says it.
    await row.getByRole('button', { name: `Change Status of order ${number}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Change Order Status' });
    await dialog.getByLabel('Status', { exact: true }).selectOption('canceled');
    // The dialog's other statuses ("Loading the history", "Loading the receipts") may still be there: this one's.
    await expect(dialog.getByRole('status').filter({ hasText: 'Canceling' })).toContainText(
      'Canceling returns its cars to stock',
    );
    await expect(dialog.getByRole('button', { name: 'Yes, mark canceled' })).toBeVisible();
    await toastsGone(page);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(row).toContainText('processing');

    // The audit log, filtered by the person and the day, shows the move.
    await page.goto('/dashboard/audit');
    await page.getByLabel('Person').selectOption({ label: `${DEMO_ADMIN.name} (${DEMO_ADMIN.email})` });
    const today = new Intl.DateTimeFormat('en-CA').format(new Date());
    await page.getByLabel('From').fill(today);
    await page.getByRole('searchbox', { name: 'Search entries' }).fill(number);
    const entry = page.getByRole('row').filter({ hasText: `Order ${number}` });
    await expect(entry).toContainText('status: pending');
    await expect(entry).toContainText('processing');
    await expect(page).toHaveURL(/actor=.*from=/);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
  });

  test('the admin overview shows the figures, the charts with their tables, and the first orders', async ({
    page,
  }) => {
    test.slow(); // the longest dashboard page: figures, two charts, two tables, checked by axe
    await signInThroughApi(page, DEMO_ADMIN);
    const figures = page.getByRole('region', { name: 'Shop figures' });
    for (const label of ['Total Users', 'Total Car', 'Total Order', 'Total Revenue']) {
      await expect(figures.getByText(label)).toBeVisible();
    }
    await expect(figures.getByText(/^\$[\d,.]+$/)).toBeVisible();
    await expect(page.getByRole('img', { name: /Revenue by day, last 30 days/ })).toBeVisible();
    await expect(page.getByRole('img', { name: /Orders by status/ })).toBeVisible();
    await page.getByText('Show the figures as a table').first().click();
    await expect(page.getByRole('table', { name: 'Revenue by day, last 30 days' })).toBeVisible();
    await page.getByRole('button', { name: 'Last 12 months' }).click();
    await expect(page.getByRole('img', { name: /Revenue by month, last 12 months/ })).toBeVisible();

    const cars = page.getByRole('table', { name: 'Cars' });
    await expect(cars.getByRole('row')).toHaveCount(4);
    const orders = page.getByRole('table', { name: 'Orders' });
    await expect(orders.getByRole('row')).toHaveCount(4);
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await page.getByRole('link', { name: 'View All Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders$/);
    await page.goBack();
    await page.getByRole('link', { name: 'View All Car' }).click();
    await expect(page).toHaveURL(/\/dashboard\/cars$/);
  });
});
