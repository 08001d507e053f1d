import { expect, isPhone, ONE_WIDTH, type Page, scrollToHydrated, test } from './fixtures';
import { publicAddresses } from './page-registry';

/**
 * Public pages arrive rendered by the server, then hydrate (ADR 010): the page is there before any script runs,
 * no console message appears (a hydration mismatch is one; so is a Content-Security-Policy violation), and the
 * page responds once hydrated.
 *
 * The pages walked are the registry's public pages at their addresses (e2e/page-registry.ts).
 */
async function collectConsole(page: Page) {
  const messages: string[] = [];
  // A Content-Security-Policy violation that a script catches (Zod trying eval) prints nothing to the console,
  // yet Chromium reports it as an issue: the page reports each one as a warning.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.warn(`CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/**
 * The walk below in parts, each every WALK_PARTS-th page of the registry's list, so that both workers share it: as
 * one test it was among the longest of the run at each width, near its 30 s on a loaded machine.
 */
const WALK_PARTS = 3;

test.describe('server-rendered pages', () => {
  for (let part = 0; part < WALK_PARTS; part += 1) {
    test(`every public page hydrates without a console message (pages ${part + 1} of ${WALK_PARTS})`, async ({
      page,
    }) => {
      const messages = await collectConsole(page);
      const addresses = (await publicAddresses(page)).filter(
        (_address, index) => index % WALK_PARTS === part,
      );
      expect(addresses.length).toBeGreaterThan(0);
      for (const path of addresses) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        expect(messages, path).toEqual([]);
      }
    });
  }

  test('the lower home sections and the footer arrive rendered and load their code as they near the screen', async ({
    page,
  }) => {
    const messages = await collectConsole(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const testimonials = page.locator('[data-deferred-section="testimonials"]');
    await expect(testimonials.getByText('Amelia Rhodes')).toBeAttached(); // from the server
    await expect(testimonials).not.toHaveAttribute('data-hydrated');
    expect(scripts.filter((script) => script.includes('/testimonials-slider-'))).toEqual([]);

    for (const section of [
      'blog',
      'how-it-works',
      'testimonials',
      'faq',
      'feature-cards',
      'community-stats',
      'footer',
    ]) {
      await scrollToHydrated(page, section);
    }
    expect(scripts.filter((script) => script.includes('/testimonials-slider-'))).toHaveLength(1);
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByText('Amelia Rhodes')).toBeInViewport();
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(testimonials.getByText('Samuel King')).toBeInViewport();
    expect(messages).toEqual([]);
  });

  // One width: a status code and a heading the server renders, the same at every width.
  test(
    'unknown pages and cars answer 404 with the not-found page, without a console error besides the 404',
    ONE_WIDTH,
    async ({ page }) => {
      const response = await page.goto('/no-such-page');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Uh-oh!' })).toBeVisible();
      const car = await page.goto('/products/00000000-0000-4000-8000-000000000000');
      expect(car?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Car not found' })).toBeVisible();
    },
  );

  test('the pages show their content before any script runs', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/all-product');
    await expect(page.getByRole('heading', { level: 1, name: 'All Products' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(6);
    await expect(page.getByText(/\d+ more cars? above 100,000৳/)).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Featured Cars' })).toBeVisible();
    await expect(page.locator('#featured-cars').getByRole('article')).toHaveCount(6);
    await context.close();
  });

  test('after hydration: search filters the catalogue', async ({ page }) => {
    await page.goto('/all-product');
    await page.getByRole('searchbox', { name: 'Search' }).fill('Corvette');
    await expect(page).toHaveURL(/searchTerm=Corvette/);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Chevrolet Corvette Stingray' })).toBeVisible();
  });

  test('after hydration: the hidden-cars notice shows the cars above the maximum price', async ({ page }) => {
    await page.goto('/all-product');
    const notice = page.getByText(/^\d+ more cars? above 100,000৳$/);
    await expect(notice).toBeVisible();
    await page.getByRole('button', { name: /^Show (them|it)$/ }).click();
    await expect(page).toHaveURL(/maxPrice=100000000/);
    await expect(notice).toBeHidden();
  });

  test('after hydration: the FAQ accordion opens', async ({ page }) => {
    await page.goto('/faq');
    // Native disclosures (ADR 051): the question is the summary of its answer's details.
    const question = page.getByRole('main').locator('summary').first();
    const answer = page.getByRole('main').locator('details').first();
    await expect(answer).toHaveJSProperty('open', false);
    await question.click();
    await expect(answer).toHaveJSProperty('open', true);
  });

  test('after hydration: the menu opens below 1024 px, and the account area appears without moving the header', async ({
    page,
  }) => {
    if (!isPhone(page)) await page.setViewportSize({ width: 800, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Products' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('the header keeps its layout while the account area fills in (no layout shift)', async ({ page }) => {
    // The app's entry script is held back: first the page as the server sent it, then the hydrated one.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/app-shell-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const header = page.getByRole('banner');
    const boxes = () =>
      Promise.all([
        header.locator('[data-slot="header-account"]').boundingBox(),
        header.getByRole('link', { name: 'CarShop' }).first().boundingBox(),
        (isPhone(page)
          ? header.getByRole('button', { name: 'Menu' })
          : header.getByRole('link', { name: 'Faq' })
        ).boundingBox(),
      ]);
    const loading = page.goto('/');
    await expect(header.locator('[data-slot="header-account"]')).toBeAttached();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const before = await boxes();
    release();
    await loading;
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await boxes()).toEqual(before);
  });
});
