import { expect, expectAccessible, isPhone, type Page, test } from './fixtures';

const NAV = [
  { name: 'Home', path: '/' },
  { name: 'Products', path: '/all-product' },
  { name: 'Trade-in', path: '/trade-in' },
  { name: 'Blogs', path: '/blog' },
  { name: 'About Us', path: '/about' },
  { name: 'Contact Us', path: '/contact' },
  { name: 'Faq', path: '/faq' },
];

/**
 * The link to the current page in both link lists of the header (the menu's and the wide screen's, one of them
 * hidden): both carry `aria-current` once React has drawn the page, which happens after the address changes.
 */
const CURRENT_LINK = 'header nav[aria-label="Main"] a[aria-current="page"]';

/** The visible main navigation; below 1024 px it first opens the menu. */
async function mainNav(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'CarShop' }).waitFor();
  const menuButton = page.getByRole('button', { name: 'Menu' });
  if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) === 'false') {
    await menuButton.click();
  }
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('public layout', () => {
  test('the header links lead to every page and highlight the current one', async ({ page }) => {
    await page.goto('/');
    await expect((await mainNav(page)).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const link of NAV.slice(1)) {
      const nav = await mainNav(page);
      await nav.getByRole('link', { name: link.name }).click();
      await expect(page).toHaveURL(new RegExp(`${link.path}$`));
      // The address changes before React has drawn the new page (a transition); the menu closes again when it
      // does, so a menu reopened in between would shut under the test (a CI run at phone width). Both link lists,
      // the hidden one too, mark the new page once it is drawn.
      await expect(page.locator(CURRENT_LINK, { hasText: link.name })).toHaveCount(2);
      // Below 1024 px the chosen link closes the menu; read as still open on a loaded machine (React had not
      // re-rendered yet), it would not be opened again and its links would not be found (a CI run at load 8).
      const menuButton = page.getByRole('button', { name: 'Menu' });
      if (await menuButton.isVisible()) await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      const current = await mainNav(page);
      await expect(current.getByRole('link', { name: link.name })).toHaveAttribute('aria-current', 'page');
      await expect(current.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
      await page.keyboard.press('Escape');
      // Closed before the next round reads the button: on a loaded machine React may not have re-rendered yet,
      // and a menu read as still open would not be opened again.
      if (await menuButton.isVisible()) await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    }
    await page.getByRole('banner').getByRole('link', { name: 'CarShop' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('below 1024 px a menu button opens the links and closes when one is chosen', async ({ page }) => {
    if (!isPhone(page)) await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Contact Us' })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`);
    for (const link of NAV) await expect(menu.getByRole('link', { name: link.name })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expectAccessible(page);

    await menu.getByRole('link', { name: 'Contact Us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    // Drawn, not only addressed: the menu is opened again below, and the new page's drawing would close it.
    await expect(page.locator(CURRENT_LINK, { hasText: 'Contact Us' })).toHaveCount(2);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    // Escape closes it and gives focus back to the button; so does a tap outside.
    await menuButton.click();
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
    await menuButton.click();
    await expect(menu).toBeVisible();
    const viewport = page.viewportSize() ?? { width: 390, height: 844 };
    await page.mouse.click(8, viewport.height - 8);
    await expect(menu).toBeHidden();
  });

  test('visitors see Login, and Register except on the smallest screens', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
    if (isPhone(page)) await expect(header.getByRole('link', { name: 'Register' })).toBeHidden();
    else await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
  });

  test('footer, skip link and page titles', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('About Us | CarShop');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('© 2022 CarShop')).toBeVisible();
    await expect(footer.getByText('hello@carshop.example')).toBeVisible();
    // Footer entries have no targets, so they are text rather than links that go nowhere.
    await expect(footer.getByText('Privacy Policy')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('an unknown address shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Uh-oh!' })).toBeVisible();
    await expect(page.getByText("We can't find that page.")).toBeVisible();
    await expect(page.getByRole('img', { name: /404/ })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page).toHaveTitle('CarShop');
  });
});
