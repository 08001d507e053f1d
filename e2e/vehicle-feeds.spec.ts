import { addCarThroughApi, uniqueBrand } from './admin-api';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  signInThroughApi,
  test,
} from './fixtures';

/**
 * The vehicle feeds' page (issue 31, ADR 064): the staff who keep the cars see each feed's address, or the settings
 * it waits for, and the cars in stock the feeds leave out with what each lacks; each links to the car.
 */
test('the staff see which cars the vehicle feeds leave out, and why', async ({ page }, info) => {
  const brand = uniqueBrand('Dacia');
  await addCarThroughApi(page.request, { brand, model: 'Unlisted', price: 14_900 });
  await signInThroughApi(page, DEMO_ADMIN, '/dashboard/feeds');
  await expect(page.getByRole('heading', { level: 1, name: 'Vehicle feeds' })).toBeVisible();
  // The e2e shop names no currency: neither feed can go out, and the page says what they wait for.
  await expect(page.getByText(/^Off until the shop sets SHOP_CURRENCY/)).toHaveCount(2);
  const car = page.getByRole('listitem').filter({ hasText: `${brand} Unlisted` });
  await expect(car).toContainText('Lacks a 17-character VIN, a picture, a colour.');
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await page.screenshot({ path: info.outputPath(`vehicle-feeds-${info.project.name}.png`), fullPage: true });
  await car.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`${brand} Unlisted`) })).toBeVisible();
});
