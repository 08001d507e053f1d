import { expect, expectAccessible, expectNoHorizontalOverflow, ONE_WIDTH, type Page } from './fixtures';
import { type TestCar, test } from './shop-helpers';

/**
 * Compare (issue 22): up to three cars chosen on the cards and car pages, a bar that shows them, and
 * /compare?ids=a,b,c, whose address is the whole comparison (rendered by the server, so a shared link shows
 * it to anyone). The test's own cars, under a brand no other car has, so parallel journeys never interfere.
 */
const namesOf = (cars: TestCar[]) => cars.map((car) => `${car.brand} ${car.model}`);

/**
 * Each compared row's cells: a row marked "Differs" has different values, and only such a row (the VIN tells
 * cars apart and is never marked). Answers which rows are marked, by label.
 */
async function markedRows(page: Page) {
  const rows = page.getByRole('table').locator('tbody tr');
  // Price to Color, the features (drivetrain, seats, doors, equipment: issue 32), VIN and stock.
  await expect(rows).toHaveCount(14);
  const marked: Record<string, boolean> = {};
  for (const row of await rows.all()) {
    const header = row.getByRole('rowheader');
    const label = ((await header.textContent()) ?? '').replace(/Differs$/, '');
    const values = new Set(await row.getByRole('cell').allTextContents());
    const differs = (await row.getAttribute('data-differs')) === 'true';
    expect(differs, label).toBe(label !== 'VIN' && values.size > 1);
    if (differs) await expect(header.getByText('Differs')).toBeVisible();
    marked[label] = differs;
  }
  return marked;
}

test.describe('compare', () => {
  test('three cars from the catalogue, a fourth refused, the comparison shared by its address', async ({
    page,
    browser,
    shop,
  }) => {
    test.slow(); // four cars created, three pages and a fresh browser, axe twice: near 30 s on a busy machine
    const brand = `Cmp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const cars = [
      await shop.createCar({ brand, price: 21_000, category: 'Sedan' }),
      await shop.createCar({ brand, price: 34_500, category: 'SUV' }),
      await shop.createCar({ brand, price: 21_000, category: 'Sedan', quantity: 2 }),
      await shop.createCar({ brand, price: 50_000, category: 'Truck' }),
    ];
    const [first, second, third, fourth] = namesOf(cars) as [string, string, string, string];

    await page.goto(`/all-product?searchTerm=${brand}`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(4);
    for (const name of [first, second, third]) {
      await page.getByRole('button', { name: `Compare ${name}` }).click();
      await expect(page.getByRole('button', { name: `Compare ${name}` })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    }
    const bar = page.getByRole('complementary', { name: 'Cars to compare' });
    await expect(bar).toContainText('(3 of 3)');
    await expect(bar.getByRole('listitem')).toHaveText([first, second, third]);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    // A fourth, from its own page: refused, with the reason.
    await page.getByRole('link', { name: fourth, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: fourth })).toBeVisible();
    await page.getByRole('button', { name: `Compare ${fourth}` }).click();
    await expect(
      page.getByText(
        `You can compare up to 3 cars at once. Remove one from the comparison to add the ${fourth}.`,
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: `Compare ${fourth}` })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await bar.getByRole('link', { name: 'Compare cars' }).click();
    const ids = cars.slice(0, 3).map((car) => car._id);
    await expect(page).toHaveURL(`/compare?ids=${ids.join(',')}`);
    await expect(page).toHaveTitle(`Compare ${first} vs ${second} vs ${third} | CarShop`);
    await expect(page.getByRole('columnheader')).toHaveText([
      `${first}Remove`,
      `${second}Remove`,
      `${third}Remove`,
    ]);
    const marked = await markedRows(page);
    expect(marked).toMatchObject({ Price: true, Category: true, Stock: true, Year: false, VIN: false });
    // No bar on the compare page: it shows its own cars.
    await expect(bar).toHaveCount(0);
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);

    // Anyone with the address sees the same comparison, in the server's HTML (no script, no stored choice);
    // an unknown id is listed as not found.
    const fresh = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
    const shared = await fresh.newPage();
    expect((await shared.goto(page.url()))?.status()).toBe(200);
    await expect(shared).toHaveTitle(`Compare ${first} vs ${second} vs ${third} | CarShop`);
    await expect(shared.getByRole('columnheader')).toHaveText([
      `${first}Remove`,
      `${second}Remove`,
      `${third}Remove`,
    ]);
    expect((await shared.goto(`/compare?ids=${ids[0]},not-a-car`))?.status()).toBe(200);
    await expect(shared.getByRole('region', { name: 'One car was not found' })).toContainText('not-a-car');
    await expect(shared.getByRole('columnheader')).toHaveText([`${first}Remove`]);
    await fresh.close();

    // Removing a car is a link: the address (and the shopper's bar) lose it.
    await page.getByRole('link', { name: `Remove ${second} from the comparison` }).click();
    await expect(page).toHaveURL(`/compare?ids=${ids[0]},${ids[2]}`);
    await expect(page.getByRole('columnheader')).toHaveCount(2);
    await page.getByRole('link', { name: 'Add a car' }).click();
    await expect(bar).toContainText('(2 of 3)');
  });

  // One width: which addresses the page asks the API for does not depend on the width; the comparison above runs at both.
  test(
    'an id that is path syntax (`.`, `..`) is listed as not found and never fetches the catalogue (issue 28)',
    ONE_WIDTH,
    async ({ page, shop }) => {
      const brand = `Dot${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const car = await shop.createCar({ brand, price: 23_000, category: 'Sedan' });
      const name = `${car.brand} ${car.model}`;
      // Every API request the browser sends: `/api/cars/.` would go out as `/api/cars/` (the whole list).
      const requested: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/api/')) requested.push(pathname);
      });
      for (const ids of [`.,${car._id},..`, `%2e,${car._id}`]) {
        const response = await page.goto(`/compare?ids=${ids}`);
        expect(response?.status(), ids).toBe(200);
        expect((await response?.text())?.length ?? 0, ids).toBeLessThan(150_000);
        await expect(page.getByRole('columnheader'), ids).toHaveText([`${name}Remove`]);
        await expect(page.getByRole('region', { name: /not found/ }), ids).toContainText('Not found: .');
      }
      // The car's page of `.` (which the browser reads as `/products/`): a 404, asked of no one.
      expect((await page.goto('/products/%2e'))?.status()).toBe(404);
      expect(requested.filter((path) => /^\/api\/cars\/?$/.test(path))).toEqual([]);
    },
  );
});
