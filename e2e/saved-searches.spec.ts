import fs from 'node:fs';
import {
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  registerThroughApi,
  signInThroughApi,
} from './fixtures';
import { test, toastGone, updateCar } from './shop-helpers';

/**
 * Issue 32: a reduced car shows "Price drop" on its card and "Reduced by" on its page; a buyer saves the filtered
 * catalogue as a search, finds it in the dashboard with its count (which follows a new matching car), opens it,
 * and removes it. The test's own cars under a brand no other car has.
 * SHOTS_DIR set: screenshots of the marked card, the car page's price and the saved searches.
 */
test.describe('price drops and saved searches', () => {
  test('a reduced car is marked; a buyer saves a search, sees its count grow, opens it and removes it', async ({
    page,
    shop,
    request,
  }, testInfo) => {
    test.slow();
    const shots = process.env.SHOTS_DIR;
    if (shots) fs.mkdirSync(shots, { recursive: true });
    const width = testInfo.project.name;
    const brand = `Drop${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const reduced = await shop.createCar({ brand, price: 24_000, quantity: 2 });
    await updateCar(request, shop.admin, reduced._id, { price: 21_500 });
    const name = `${reduced.brand} ${reduced.model}`;

    const customer = await registerThroughApi(page);
    const catalogue = `/all-product?searchTerm=${brand}`;
    await signInThroughApi(page, customer, catalogue);
    const card = page.getByRole('main').getByRole('article').filter({ hasText: name });
    await expect(card.getByText('Price drop')).toBeVisible();
    if (shots) await card.screenshot({ path: `${shots}/price-drop-card-${width}.png` });

    // The filter "Price drops only" lists it.
    await page.goto(`${catalogue}&priceDrop=1`);
    await expect(card).toBeVisible();

    await card.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/Reduced by \D*2,500 on/)).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/price-drop-page-${width}.png` });

    // Save the search from the catalogue.
    await page.goto(catalogue);
    await expect(card).toBeVisible();
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByLabel('Name').fill(`${brand} cars`);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByText('Search saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    await toastGone(page, 'Search saved');

    // A second matching car arrives: the count follows.
    await shop.createCar({ brand, price: 30_000, quantity: 1 });
    await page.goto('/dashboard/searches');
    await expect(page.getByRole('heading', { level: 1, name: 'Saved searches' })).toBeVisible();
    const item = page
      .getByRole('list', { name: 'Saved searches' })
      .getByRole('listitem')
      .filter({ hasText: `${brand} cars` });
    await expect(item).toContainText('2 cars match today');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    if (shots) await page.screenshot({ path: `${shots}/saved-searches-${width}.png`, fullPage: true });

    await item.getByRole('link', { name: /Show cars/ }).click();
    await expect(page).toHaveURL(new RegExp(`/all-product\\?searchTerm=${brand}$`));
    await expect(page.getByText('Showing 1–2 of 2 cars')).toBeVisible();

    await page.goto('/dashboard/searches');
    await item.getByRole('button', { name: /Remove/ }).click();
    await expect(page.getByText('Saved search removed')).toBeVisible();
    await expect(page.getByText('No saved searches yet')).toBeVisible();
  });
});
