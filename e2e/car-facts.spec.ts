import { addCarThroughApi, uniqueBrand } from './admin-api';
import { expect, expectAccessible, isPhone, type Page, scrollToHydrated, test } from './fixtures';
import { toastCameAndWent } from './shop-helpers';

/**
 * The facts where buyers look (issue 32): year, mileage and a monthly estimate on every card; the car page's head
 * together above the gallery; on a phone, a sticky bar with the price and Add to Cart; the drivetrain filter.
 */
const SHOTS = process.env.CAR_FACTS_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isPhone(page) ? 390 : 1366}.png` });
};

async function twoCars(request: Parameters<typeof addCarThroughApi>[0]) {
  const brand = uniqueBrand('Facts');
  const awd = await addCarThroughApi(request, {
    brand,
    model: 'Trail',
    price: 30_000,
    year: 2021,
    mileage: 48_250,
    drivetrain: 'AWD',
    seats: 7,
    doors: 5,
    equipment: ['Heated seats', 'Tow bar'],
  } as never);
  const fwd = await addCarThroughApi(request, {
    brand,
    model: 'City',
    price: 18_000,
    year: 2019,
    mileage: 61_000,
    drivetrain: 'FWD',
    seats: 5,
  } as never);
  return { brand, awd, fwd };
}

/** Waits for the list to stop fetching and fading, so axe reads the page at rest. */
async function listAtRest(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
}

test.describe('car facts', () => {
  test('a card shows the year, the mileage and a monthly estimate that opens the calculator', async ({
    page,
    request,
  }) => {
    const { brand, awd } = await twoCars(request);
    await page.goto(`/all-product?searchTerm=${brand}`);
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ hasText: `${brand} Trail` });
    await expect(card.getByText('2021', { exact: true })).toBeVisible();
    await expect(card.getByText('48,250 km')).toBeVisible();
    // 27,000 borrowed over 60 months at 6.9 %.
    const estimate = card.getByRole('link', { name: /^Est\. 533\.36৳\/mo/ });
    await expect(estimate).toBeVisible();
    await listAtRest(page);
    await expectAccessible(page);
    await shot(page, 'card');
    await estimate.click();
    await expect(page).toHaveURL(new RegExp(`/products/${awd._id}#finance-calculator$`));
    // The calculator is a deferred section: its code comes as it nears the screen.
    await scrollToHydrated(page, 'finance-calculator');
    await expect(page.getByRole('heading', { name: 'Finance calculator' })).toBeVisible();
  });

  test('the car page head has year, brand, model, mileage, price and estimate together, above the gallery on a phone', async ({
    page,
    request,
  }) => {
    const { brand, awd } = await twoCars(request);
    await page.goto(`/products/${awd._id}`);
    const head = page.locator('[data-slot="car-head"]');
    await expect(head.getByRole('heading', { level: 1 })).toHaveText(`${brand} Trail`);
    await expect(head).toContainText('2021');
    await expect(head).toContainText('48,250 km');
    await expect(head).toContainText('AWD');
    await expect(head).toContainText('$30,000');
    await expect(head.getByRole('link', { name: /^Est\. \$533\.36\/mo/ })).toBeVisible();
    const headBox = (await head.boundingBox())!;
    const galleryBox = (await page.getByRole('main').getByRole('img').first().boundingBox())!;
    if (isPhone(page)) expect(headBox.y + headBox.height).toBeLessThanOrEqual(galleryBox.y + 1);
    else expect(headBox.x).toBeGreaterThan(galleryBox.x + galleryBox.width - 1);
    // The features, on the page.
    await expect(page.getByRole('row', { name: /Drivetrain/ })).toContainText('AWD (All-wheel drive)');
    await expect(page.getByRole('row', { name: /Seats/ })).toContainText('7');
    await expect(page.getByRole('region', { name: 'Equipment' }).getByRole('listitem')).toHaveText([
      'Heated seats',
      'Tow bar',
    ]);
    await expectAccessible(page);
    await shot(page, 'car-head');
  });

  test('on a phone the sticky bar keeps the price and Add to Cart in reach, and adds from there', async ({
    page,
    request,
  }) => {
    const { brand, awd } = await twoCars(request);
    await page.goto(`/products/${awd._id}`);
    const bar = page.locator('[data-slot="car-sticky-bar"]');
    await expect(
      page
        .getByRole('main')
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { level: 1 }) })
        .getByRole('button', { name: 'Add to Cart', exact: true }),
    ).toBeVisible();
    await expect(bar).toHaveCount(0);
    await page.getByRole('heading', { name: 'Description' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1200);
    if (!isPhone(page)) {
      // Wide screens keep the action beside the gallery: no bar.
      await expect(bar).toBeHidden();
      return;
    }
    await expect(bar).toBeVisible();
    await expect(bar).toContainText('$30,000');
    // The page's bottom is padded by the bar's height: the end of the page is never under it.
    const padding = await page.evaluate(() =>
      Number.parseFloat(getComputedStyle(document.body).paddingBottom),
    );
    expect(padding).toBeGreaterThanOrEqual((await bar.boundingBox())!.height - 1);
    await expectAccessible(page);
    await shot(page, 'sticky-bar');
    await bar.getByRole('button', { name: `Add to Cart: ${brand} Trail` }).click();
    await toastCameAndWent(page, 'Product added to cart');
    await expect(page.getByRole('button', { name: /cart/i }).first()).toContainText('1');
    // Back at the top, the page's own action is in view again and the bar goes.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveCount(0);
  });

  test('the catalogue filters by drivetrain', async ({ page, request }) => {
    const { brand } = await twoCars(request);
    await page.goto(`/all-product?searchTerm=${brand}`);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(2);
    const panel = page.getByRole('complementary', { name: 'Filters' });
    if (isPhone(page)) await page.getByRole('button', { name: /^Filters/ }).click();
    await panel.getByRole('combobox', { name: 'Drivetrain' }).selectOption('AWD');
    await expect(page).toHaveURL(/[?&]drivetrain=AWD/);
    if (isPhone(page)) await panel.getByRole('button', { name: /^Show \d+ cars?$/ }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(`${brand} Trail`);
    await listAtRest(page);
    await expectAccessible(page);
  });
});
