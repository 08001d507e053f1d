import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

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
    const category = page.getByRole('combobox', { name: 'Category' });
    const minPrice = page.getByRole('spinbutton', { name: 'Min Price' });
    const maxPrice = page.getByRole('spinbutton', { name: 'Max Price' });
    await expect(search).toHaveAttribute('placeholder', 'Search here');
    await expect(category).toHaveValue('');
    await expect(category.locator('option:checked')).toHaveText('Select Category');
    await expect(minPrice).toHaveValue('0');
    await expect(maxPrice).toHaveValue('100000');
    await expect(cards(page)).toHaveCount(6);
    await expectAccessible(page);

    await search.fill('Corvette');
    await expect(page).toHaveURL(/[?&]searchTerm=Corvette/);
    await expect(page.getByRole('heading', { name: 'Chevrolet Corvette Stingray' })).toBeVisible();
    await page.reload();
    await expect(search).toHaveValue('Corvette');
    await expect(page.getByRole('heading', { name: 'Chevrolet Corvette Stingray' })).toBeVisible();

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
    await expect(search).toHaveValue('');
    await expect(cards(page)).toHaveCount(6);

    // The category list is the browser's own select: every category, then the placeholder to go back.
    await expect(category.getByRole('option')).toHaveText([
      'Select Category',
      'Sedan',
      'SUV',
      'Truck',
      'Coupe',
      'Convertible',
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
    await expect(category).toHaveValue('Convertible');
    await expect(minPrice).toHaveValue('30000');
    await expect(maxPrice).toHaveValue('50000');

    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
    await expect(category).toHaveValue('');
    await expect(minPrice).toHaveValue('0');
    await expect(maxPrice).toHaveValue('100000');
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
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Sedan');
    await expect(page).toHaveURL(/\/all-product\?category=Sedan$/);
    await expect(pagination.getByRole('button', { name: 'Page 1', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('car detail page', async ({ page }) => {
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
    await expect(main.getByRole('img', { name: title })).toBeVisible();
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
