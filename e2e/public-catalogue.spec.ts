import type { Page } from '@playwright/test';
import { expect, expectAccessible, isPhone, test } from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** The filters: beside the list on a wide screen; on a phone, in the sheet that "Filters" opens. */
async function openFilters(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Filters' });
  if (isPhone(page) && !(await panel.isVisible())) {
    await page.getByRole('button', { name: /^Filters/ }).click();
  }
  await expect(panel).toBeVisible();
  return panel;
}

/** Closes the phone's sheet with its "Show N cars" button (nothing to do on a wide screen). */
async function closeFilters(page: Page) {
  if (!isPhone(page)) return;
  const panel = page.getByRole('complementary', { name: 'Filters' });
  await panel.getByRole('button', { name: /^Show \d+ cars?$/ }).click();
  await expect(panel).toBeHidden();
}

/** The prices on the cards shown now, in order (empty when there are none). */
async function pricesShown(page: Page) {
  const texts = await cards(page).getByText(/৳$/).allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test.describe('catalogue', () => {
  test('search, category and price filters live in the URL and survive a reload; Reset clears them', async ({
    page,
  }) => {
    await page.goto('/all-product');
    await expect(page).toHaveTitle('Products | CarShop');
    const search = page.getByRole('searchbox', { name: 'Search' });
    await expect(search).toHaveAttribute('placeholder', 'Search here');
    await expect(cards(page)).toHaveCount(6);
    let panel = await openFilters(page);
    const category = panel.getByRole('combobox', { name: 'Category' });
    const minPrice = panel.getByRole('spinbutton', { name: 'Min Price' });
    const maxPrice = panel.getByRole('spinbutton', { name: 'Max Price' });
    await expect(category).toHaveValue('');
    await expect(category.locator('option:checked')).toHaveText('Select Category');
    await expect(minPrice).toHaveValue('0');
    await expect(maxPrice).toHaveValue('100000');
    await expectAccessible(page);
    await closeFilters(page);

    await search.fill('Corvette');
    await expect(page).toHaveURL(/[?&]searchTerm=Corvette/);
    await expect(page.getByRole('heading', { name: 'Chevrolet Corvette Stingray' })).toBeVisible();
    await page.reload();
    await expect(search).toHaveValue('Corvette');
    await expect(page.getByRole('heading', { name: 'Chevrolet Corvette Stingray' })).toBeVisible();

    panel = await openFilters(page);
    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(6);

    // The category list is the browser's own select: the placeholder to go back to every category, then each
    // category with how many cars it would list.
    await expect(category.getByRole('option')).toHaveText([
      'Select Category',
      /^Sedan \(\d+\)$/,
      /^SUV \(\d+\)$/,
      /^Truck \(\d+\)$/,
      /^Coupe \(\d+\)$/,
      /^Convertible \(\d+\)$/,
    ]);
    await category.selectOption('Convertible');
    await expect(page).toHaveURL(/[?&]category=Convertible/);
    await expect(category).toHaveValue('Convertible');
    await expect(cards(page).first()).toBeVisible();
    for (const card of await cards(page).all())
      await expect(card.getByText('Convertible', { exact: true })).toBeVisible();

    await minPrice.fill('30000');
    await maxPrice.fill('50000');
    await expect(page).toHaveURL(/minPrice=30000&maxPrice=50000|maxPrice=50000.*minPrice=30000/);
    // Some cards, and every one of them in the range (an empty list must not pass).
    await expect
      .poll(async () => {
        const prices = await pricesShown(page);
        const inRange = prices.length > 0 && prices.every((price) => price >= 30000 && price <= 50000);
        return inRange ? 'some cards, all within 30000-50000' : `prices shown: [${prices.join(', ')}]`;
      })
      .toBe('some cards, all within 30000-50000');
    await page.reload();
    panel = await openFilters(page);
    await expect(category).toHaveValue('Convertible');
    await expect(minPrice).toHaveValue('30000');
    await expect(maxPrice).toHaveValue('50000');
    if (isPhone(page)) {
      await expect(page.getByRole('button', { name: 'Filters (3)' })).toBeVisible();
    }

    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
    await expect(category).toHaveValue('');
    await expect(minPrice).toHaveValue('0');
    await expect(maxPrice).toHaveValue('100000');
  });

  test('Sort by, and the fuel, gearbox, year and mileage filters with their counts, in the URL and the server HTML', async ({
    page,
    request,
  }) => {
    await page.goto('/all-product');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('createdAt');
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]sort=price(&|$)/);
    const ordered = async (direction: 1 | -1) => {
      const prices = await pricesShown(page);
      const sorted =
        prices.length === 6 && prices.every((p, i) => i === 0 || direction * (p - (prices[i - 1] ?? 0)) >= 0);
      return sorted ? 'six cards in order' : `prices shown: [${prices.join(', ')}]`;
    };
    await expect.poll(() => ordered(1)).toBe('six cards in order');
    await sort.selectOption({ label: 'Price: high to low' });
    await expect(page).toHaveURL(/[?&]sort=-price(&|$)/);
    await expect.poll(() => ordered(-1)).toBe('six cards in order');

    // The counts are the API's facets for what the page shows.
    const answer = await request.get('/api/cars/facets?minPrice=0&maxPrice=100000');
    const facets = (await answer.json()).data as { fuelType: Record<string, number> };
    const [fuel, fuelCount] = Object.entries(facets.fuelType).find(([, count]) => count > 1) ?? [];
    expect(fuel, JSON.stringify(facets.fuelType)).toBeDefined();
    const panel = await openFilters(page);
    const fuelSelect = panel.getByRole('combobox', { name: 'Fuel' });
    await expect(fuelSelect.getByRole('option', { name: `${fuel} (${fuelCount})` })).toBeAttached();
    // A choice that would list nothing cannot be made.
    for (const [value, count] of Object.entries(facets.fuelType).filter(([, n]) => n === 0))
      await expect(fuelSelect.getByRole('option', { name: `${value} (${count})` })).toBeDisabled();
    await fuelSelect.selectOption(fuel ?? '');
    await expect.poll(() => new URL(page.url()).searchParams.get('fuelType')).toBe(fuel);
    await panel.getByRole('spinbutton', { name: 'Year from' }).fill('2000');
    await expect(page).toHaveURL(/[?&]minYear=2000/);
    await panel.getByRole('combobox', { name: 'Mileage' }).selectOption({ label: 'Up to 150,000 km' });
    await expect(page).toHaveURL(/[?&]maxMileage=150000/);
    await closeFilters(page);

    // What the list says is what the API answers for the same filters.
    const params = new URL(page.url()).searchParams;
    const list = await request.get(`/api/cars?${params}&minPrice=0&maxPrice=100000&page=1&limit=6`);
    const total = ((await list.json()) as { meta: { total: number } }).meta.total;
    expect(total).toBeGreaterThan(0);
    await expect(
      page.getByText(new RegExp(`^Showing 1–${Math.min(total, 6)} of ${total} cars?$`)),
    ).toBeVisible();
    // Not while the cars fade back from their fetch (the list is dimmed while it fetches): axe would measure the
    // in-between colours (CI once read the cards' grey text at 60 % opacity).
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
    await expectAccessible(page);

    // The same view without a script: the server's HTML has the choices made and the same cars.
    const html = await (await request.get(page.url())).text();
    expect(html).toContain(`<option value="${fuel}" selected="">`);
    expect(html).toContain('<option value="-price" selected="">');
    expect(html).toContain('<option value="150000" selected="">');
    expect(html).toMatch(/name="minYear"[^>]*value="2000"|value="2000"[^>]*name="minYear"/);
    expect(html).toContain(`of ${total} car`);
  });

  test('the first car shows on the first screen; the filters sit beside the list, or in a sheet on a phone', async ({
    page,
  }) => {
    await page.goto('/all-product');
    const first = cards(page).first();
    await expect(first).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    const box = await first.getByRole('heading').boundingBox();
    expect(box, 'the first card has a title').not.toBeNull();
    expect(
      (box?.y ?? 0) + (box?.height ?? 0),
      `title at ${box?.y} in ${viewport.height}`,
    ).toBeLessThanOrEqual(viewport.height);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    if (!isPhone(page)) {
      await expect(panel).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
      return;
    }
    await expect(panel).toBeHidden();
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    await expect(panel).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // A sheet from the right edge, the whole height, inside the screen.
    const sheet = await panel.boundingBox();
    expect(sheet?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((sheet?.x ?? 0) + (sheet?.width ?? 0)).toBeLessThanOrEqual(viewport.width + 1);
    expect(sheet?.height).toBeGreaterThanOrEqual(viewport.height - 1);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await open.click();
    await panel.getByRole('button', { name: 'Close filters' }).click();
    await expect(panel).toBeHidden();
  });

  test('a search that the maximum price hides cars from says so, and shows them on request', async ({
    page,
  }) => {
    await page.goto('/all-product?searchTerm=porsche');
    await expect(page.getByText('1 more car above 100,000৳')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Porsche 911 Carrera' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Show it' }).click();
    await expect(page.getByRole('heading', { name: 'Porsche 911 Carrera' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]searchTerm=porsche/);
  });

  test('No Product Found when nothing matches', async ({ page }) => {
    await page.goto('/all-product?searchTerm=qqxzzjjvv');
    await expect(page.getByText('No Product Found')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    await expectAccessible(page);
  });

  test('pagination: Previous, numbered pages and Next, six cars a page, kept in the URL', async ({
    page,
  }) => {
    await page.goto('/all-product');
    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    const previous = pagination.getByRole('button', { name: 'Previous' });
    const next = pagination.getByRole('button', { name: 'Next' });
    await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(previous).toBeDisabled();
    const firstOnPageOne = await cards(page).first().getByRole('heading').textContent();

    await next.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(previous).toBeEnabled();
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstOnPageOne ?? '');

    await page.reload();
    await expect(pagination.getByRole('button', { name: 'Page 2', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await previous.click();
    await expect(page).toHaveURL(/\/all-product$/);
    await expect(previous).toBeDisabled();

    // The last page: Next is disabled there.
    const pageButtons = pagination.getByRole('button', { name: /^Page \d+$/ });
    await pageButtons.last().click();
    await expect(pageButtons.last()).toHaveAttribute('aria-current', 'page');
    await expect(next).toBeDisabled();
    const lastCount = await cards(page).count();
    expect(lastCount).toBeGreaterThan(0);
    expect(lastCount).toBeLessThanOrEqual(6);

    // Changing a filter goes back to page 1.
    const panel = await openFilters(page);
    await panel.getByRole('combobox', { name: 'Category' }).selectOption('Sedan');
    await closeFilters(page);
    await expect(page).toHaveURL(/\/all-product\?category=Sedan$/);
    await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('car detail page', async ({ page, request }) => {
    await page.goto('/all-product');
    const card = cards(page).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/products\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | CarShop`);
    const main = page.getByRole('main');
    await expect(main.getByText('Release Date')).toBeVisible();
    await expect(main.getByText('Quantity')).toBeVisible();
    await expect(main.getByText(/^\$\d{1,3}(,\d{3})*$/)).toBeVisible();
    await expect(main.getByText(/^(In Stock|Out of Stock)$/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Description' })).toBeVisible();
    // The car's picture (the gallery's first, when it has several): cars other tests add have one or none.
    await expect(main.getByRole('img', { name: title }).first()).toBeVisible();

    // Similar cars: in stock, of the same category, at most four, never the car itself; in the server's HTML.
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    const car = ((await (await request.get(`/api/cars/${id}`)).json()) as { data: { category: string } })
      .data;
    const similar = main.getByRole('region', { name: 'Similar cars' });
    const suggestions = similar.getByRole('article');
    await expect(suggestions.first()).toBeVisible();
    expect(await suggestions.count()).toBeLessThanOrEqual(4);
    for (const suggestion of await suggestions.all()) {
      await expect(suggestion.getByText(car.category, { exact: true })).toBeVisible();
      await expect(suggestion.getByRole('heading')).not.toHaveText(title);
    }
    const html = await (await request.get(page.url())).text();
    expect(html).toContain('id="similar-cars-heading"');
    await expectAccessible(page);

    await main
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Products' })
      .click();
    await expect(page).toHaveURL(/\/all-product$/);
  });

  test('an unknown car shows a not-found state with a way back', async ({ page }) => {
    await page.goto('/products/00000000-0000-0000-0000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'Car not found' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to all products' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
  });

  test("the taka sign is drawn from the shop's own font, so no system without it shows an empty box", async ({
    page,
  }) => {
    await page.goto('/all-product');
    const price = cards(page).first().getByText(/৳$/);
    await expect(price).toBeVisible();
    await price.evaluate((element) => element.setAttribute('data-font-probe', ''));
    // Which fonts Chromium used for the price's text: the digits come from a system font, the sign from the
    // stylesheet's one-glyph font (even where the system has a font with it, as this machine may).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', {
      nodeId: root.nodeId,
      selector: '[data-font-probe]',
    });
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(fonts.filter((font) => font.isCustomFont)).toEqual([
      expect.objectContaining({ familyName: 'Noto Sans Bengali', glyphCount: 1 }),
    ]);
  });
});
