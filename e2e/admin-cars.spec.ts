import path from 'node:path';
import { addCarThroughApi, uniqueBrand } from './admin-api';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  isPhone,
  type Page,
  signInThroughApi,
  test,
} from './fixtures';
import { toastGone } from './shop-helpers';

const PICTURE = path.join(import.meta.dirname, 'files', 'green-car.jpg');

test.describe('car management', () => {
  test('an admin adds a car with a picture and finds it in the catalogue and on its page', async ({
    page,
  }) => {
    test.slow(); // an upload re-encoded by sharp, then three pages
    const brand = uniqueBrand('Addo');
    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/add-car');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Car' })).toBeVisible();
    await expect(page).toHaveTitle('Add Car | CarShop');

    // Nothing filled in: the specification's messages, and nothing sent.
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page.getByText('Brand is required')).toBeVisible();
    await expect(page.getByText('Invalid category')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Brand').fill(brand);
    await page.getByLabel('Model').fill('Green Hatch');
    await page.getByLabel('Year').fill('2024');
    await page.getByLabel('Price').fill('27450');
    // Two pictures at once (issue 21); the second becomes the main one.
    await page.getByLabel('Image').setInputFiles([PICTURE, PICTURE]);
    const pictures = page.getByRole('list', { name: 'Pictures' });
    await expect(pictures.getByRole('listitem')).toHaveCount(2);
    await expect(page.getByText('Picture uploaded.')).toBeVisible();
    await expect(pictures.getByText('Uploading…')).toHaveCount(0);
    await expect(pictures.getByRole('img', { name: '1 of 2, the main one' })).toBeVisible();
    // Beside the pictures the field counts them; the native input and its "No file chosen" are not drawn.
    await expect(page.getByTestId('pictures-count')).toHaveText('2 pictures');
    const native = await page.getByLabel('Image').boundingBox();
    expect((native?.width ?? 0) * (native?.height ?? 0)).toBeLessThanOrEqual(1);
    await expectAccessibleAtTop(page);
    await page.getByRole('button', { name: 'Make main picture 2' }).click();
    await expect(page.getByText('Picture 2 is now the main picture.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Move picture 1 later' })).toBeVisible();
    await page.getByLabel('Quantity').fill('3');
    await page.getByLabel('Category').selectOption('Coupe');
    await page.getByLabel('Description').fill('A small green car with a real picture.');
    // Its specifications (issue 21).
    await page.getByLabel('Condition').selectOption('Used');
    await page.getByLabel('Mileage (km)').fill('42000');
    await page.getByLabel('Fuel').selectOption('Diesel');
    await page.getByLabel('Transmission').selectOption('Manual');
    await page.getByLabel('Color').fill('Racing Green');
    await expectAccessibleAtTop(page);
    await expectNoHorizontalOverflow(page);
    await page.getByRole('button', { name: 'Add Car' }).click();

    await expect(page).toHaveURL(/\/dashboard\/cars$/);
    await expect(page.getByText('Car created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: brand });
    await expect(row).toContainText('Green Hatch');
    await expect(row).toContainText('$27,450');
    await expect(row.locator('img')).toHaveAttribute('src', /^\/uploads\/[a-z0-9-]+-960\.webp$/);

    // The catalogue shows it (the Car tag refetched the list), and so does its server-rendered page.
    await page.goto('/all-product');
    await page.getByPlaceholder('Search here').fill(brand);
    const card = page.getByRole('article').filter({ hasText: brand });
    await expect(card).toBeVisible();
    const details = card.getByRole('link', { name: `View Details: ${brand} Green Hatch` });
    await expect(details).toHaveAttribute('href', /^\/products\/[\w-]+$/);
    const detailUrl = (await details.getAttribute('href')) ?? '';
    await page.goto(detailUrl);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
    const picture = page.getByRole('img', { name: new RegExp(brand) }).first();
    await expect(picture).toHaveAttribute('src', /^\/uploads\/.+\.webp$/);
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Both pictures, in the order the admin chose: the gallery's first is the car's `image`.
    const thumbnails = page.getByRole('list', { name: 'Choose a picture' }).getByRole('link');
    await expect(thumbnails).toHaveCount(2);
    const saved = (await (
      await page.request.get(`/api${detailUrl.replace('/products', '/cars')}`)
    ).json()) as {
      data: { image: string; images: string[] };
    };
    expect(saved.data.images).toHaveLength(2);
    expect(saved.data.image).toBe(saved.data.images[0]);
    await expect(picture).toHaveAttribute('src', saved.data.images[0] ?? '');
    const specifications = page.getByRole('region', { name: 'Specifications' });
    for (const [label, value] of [
      ['Mileage', '42,000 km'],
      ['Fuel', 'Diesel'],
      ['Transmission', 'Manual'],
      ['Condition', 'Used'],
      ['Color', 'Racing Green'],
    ] as const)
      await expect(specifications.getByRole('row', { name: label })).toContainText(value);
    await expect(specifications.getByRole('row', { name: 'VIN' })).toHaveCount(0);

    // A fresh load of the address (as a shared link would) shows the car too, already in the server's HTML
    // (before any script runs), with the uploaded picture and the car's name in its title.
    const html = await page.request.get(detailUrl, { headers: { accept: 'text/html' } });
    expect(html.status()).toBe(200);
    const body = await html.text();
    expect(body).toContain(`<title>${brand} Green Hatch | CarShop</title>`);
    expect(body).toMatch(new RegExp(`<h1[^>]*>${brand}(<!-- -->)? <span[^>]*>Green Hatch</span></h1>`));
    expect(body).toMatch(/src="\/uploads\/[a-z0-9-]+-\d+\.webp"/);
    expect(body).toContain('"vehicleTransmission":"Manual"');
    expect(body).toContain('"fuelType":"Diesel"');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(brand);
  });

  test('an admin updates a car and then deletes it, through the dialogs', async ({ page }) => {
    test.slow(); // two sign-ins and two round trips through dialogs
    const brand = uniqueBrand('Upda');
    const car = await addCarThroughApi(page.request, { brand, model: 'Before', price: 31500 });
    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/cars');
    await expect(page.getByRole('heading', { level: 1, name: 'Car Management' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
      'Image',
      'Brand',
      'Model',
      // The dealer's stock number (issue 31), beside the specification's columns.
      'Stock no.',
      'Category',
      'Price',
      'Quantity',
      'Actions',
    ]);
    const row = page.getByRole('row').filter({ hasText: brand });
    await expect(row).toContainText('$31,500');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    await row.getByRole('button', { name: `Update ${brand} Before` }).click();
    const update = page.getByRole('dialog', { name: 'Update Car' });
    await expect(update.getByLabel('Brand')).toHaveValue(brand);
    await update.getByLabel('Model').fill('');
    await update.getByRole('button', { name: 'Update Car' }).click();
    await expect(update.getByText('Model is required')).toBeVisible();
    await expectAccessible(page);
    await update.getByLabel('Model').fill('After');
    await update.getByLabel('Price').fill('29999');
    await update.getByLabel('Category').selectOption('Truck');
    await update.getByRole('button', { name: 'Update Car' }).click();
    await expect(page.getByText('Car updated successfully')).toBeVisible();
    await expect(update).toHaveCount(0);
    await expect(row).toContainText('After');
    await expect(row).toContainText('$29,999');
    await expect(row).toContainText('Truck');

    // The catalogue follows.
    const listed = await page.request.get(`/api/cars/${car._id}`);
    expect(((await listed.json()) as { data: { model: string } }).data.model).toBe('After');
    // Not while the update's toast fades out: axe (in the Delete dialog) would measure its in-between colours.
    await toastGone(page, 'Car updated successfully');

    await row.getByRole('button', { name: `Delete ${brand} After` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await expect(
      confirm.getByText('Are you sure you want to delete this item? This action cannot be undone.'),
    ).toBeVisible();
    await expectAccessible(page);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Car deleted successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: brand })).toHaveCount(0);
    expect((await page.request.get(`/api/cars/${car._id}`)).status()).toBe(404);
  });

  test('searches the cars by brand or model; a search starts at page 1', async ({ page }) => {
    const brand = uniqueBrand('Findable');
    await addCarThroughApi(page.request, { brand, model: 'Seeker', price: 150_000, quantity: 2 });
    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/cars?page=2');
    await page.getByRole('searchbox', { name: 'Search cars' }).fill(brand);
    await expect(page).toHaveURL(new RegExp(`/dashboard/cars\\?search=${brand}$`));
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Seeker');
    await expectAccessible(page);
  });

  test('the table pages on the server and reads as cards on a phone, without sideways scrolling', async ({
    page,
  }) => {
    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/cars');
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(11); // a header and 10 cars: the demo catalogue has more
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/dashboard\/cars\?page=2$/);
    await expect(page.getByText(/Page 2 of \d+/)).toBeVisible();
    await expectNoHorizontalOverflow(page);
    if (isPhone(page)) {
      // Below 768 px each car is a card (issue 30, ADR 061): the table no longer scrolls sideways inside itself,
      // as it did when the specification's columns were laid side by side on a phone.
      const scroller = page.locator('[data-slot="table-container"]');
      const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    }
  });
});

/**
 * axe on the form scrolled to its top. Scrolled where filling it left it, the sticky header can cover half of a
 * picture's buttons, and axe's target size then measures the half left over (a phone run, once): at the top the
 * header covers nothing, and every control is measured whole.
 */
async function expectAccessibleAtTop(page: Page) {
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await expectAccessible(page);
}
