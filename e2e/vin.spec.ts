import { withCheckDigit } from '@carshop/contract/vin';
import { uniqueBrand } from './admin-api';
import {
  DEMO_ADMIN,
  expect,
  expectAccessible,
  expectNoHorizontalOverflow,
  signInThroughApi,
  test,
} from './fixtures';

/** A valid VIN of a 2003 Honda no other run (nor the other width) has: its serial number from the clock. */
const uniqueHondaVin = () => withCheckDigit(`1HGCM82603A${String(Date.now() % 1_000_000).padStart(6, '0')}`);

test.describe('checked VINs (issue 31)', () => {
  test('the add-car form refuses a mistyped VIN, fills the year and brand of a valid one, and the page lists it', async ({
    page,
  }, testInfo) => {
    test.slow(); // a sign-in, a form, then the car's page
    const model = uniqueBrand('Accord ');
    await signInThroughApi(page, DEMO_ADMIN, '/dashboard/add-car');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Car' })).toBeVisible();
    const typed = { Brand: 'Someone', Model: model, Year: '2020', Price: '5400', Quantity: '1' };
    for (const [label, value] of Object.entries(typed)) await page.getByLabel(label).fill(value);
    await page.getByLabel('Category').selectOption('Sedan');
    await page.getByLabel('Description').fill('A checked VIN.');
    await page.getByLabel('Condition').selectOption('Used');

    // A letter among the serial number's digits: the message names it, and nothing is sent.
    const vin = page.getByLabel('VIN');
    await vin.fill('1hgcm82633a0043s2');
    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page.getByText('the 16th character "S" is probably a 5', { exact: false })).toBeVisible();
    await expect(vin).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/dashboard\/add-car$/);
    await expectAccessible(page);

    // A valid one: the year and the brand it states are filled in, and the dealer may still change them.
    const valid = uniqueHondaVin();
    await vin.fill(valid.toLowerCase());
    await expect(page.getByLabel('Brand')).toHaveValue('Honda');
    await expect(page.getByLabel('Year')).toHaveValue('2003');
    await expect(page.getByText('Read from the VIN: 2003 Honda. You can still change them.')).toBeVisible();
    await expect(vin).not.toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);
    await vin.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('vin-filled.png') });
    await page.getByLabel('Brand').fill('Honda Motor');

    await page.getByRole('button', { name: 'Add Car' }).click();
    await expect(page).toHaveURL(/\/dashboard\/cars$/);
    const answer = await page.request.get(`/api/cars?searchTerm=${encodeURIComponent(model)}`);
    const [car] = (
      (await answer.json()) as { data: { _id: string; vin: string; brand: string; year: number }[] }
    ).data;
    expect(car).toMatchObject({ vin: valid, brand: 'Honda Motor', year: 2003 });

    // Its page lists the VIN, and says it in its JSON-LD, with the dealer the footer shows.
    await page.goto(`/products/${car?._id}`);
    await expect(
      page.getByRole('region', { name: 'Specifications' }).getByRole('row', { name: 'VIN' }),
    ).toContainText(valid);
    const ld = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    ) as { vehicleIdentificationNumber: string; offers: { seller: { address: string; telephone: string } } };
    expect(ld.vehicleIdentificationNumber).toBe(valid);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(ld.offers.seller.address);
    await expect(footer).toContainText(ld.offers.seller.telephone);
  });
});
