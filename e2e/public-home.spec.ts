import { expect, expectAccessible, isPhone, scrollToHydrated, test } from './fixtures';

test.describe('home page', () => {
  test('shows the ten sections in order and passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('CarShop');
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    const sectionTitles = [
      'Shop by Category',
      'Featured Cars',
      'Latest News and Tips',
      'How It Works',
      'What Our Customers Say',
      'Frequently Asked Questions',
      'Why Choose Us',
      'Our Community in Numbers',
      'Subscribe to Our Newsletter',
    ];
    await expect(headings.filter({ hasText: 'Subscribe to Our Newsletter' })).toBeVisible();
    const all = await headings.allTextContents();
    const positions = sectionTitles.map((title) => all.indexOf(title));
    expect(
      positions.every((position) => position >= 0),
      `section headings: ${all.join(' | ')}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    // The hero slider comes first.
    const heroBox = await page.getByRole('region', { name: 'Highlights' }).boundingBox();
    const categoriesBox = await page.getByRole('region', { name: 'Shop by Category' }).boundingBox();
    expect(heroBox && categoriesBox && heroBox.y < categoriesBox.y).toBe(true);

    await expect(
      page.getByRole('article').filter({ has: page.getByRole('link', { name: /View Details/ }) }),
    ).toHaveCount(6);
    await expectAccessible(page);
  });

  test('hero: three looping slides, advancing every 3000 ms, pausing under the pointer', async ({ page }) => {
    // The page's clock stands still from before the page loads and moves only when the test moves it: the
    // 3000 ms rhythm is checked to the millisecond, and a minute under the pointer takes no time at all.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    const dot = (n: number) => hero.getByRole('button', { name: `Show slide ${n} of 3` });
    const shows = (n: number) => expect(dot(n)).toHaveAttribute('aria-current', 'true');

    await shows(1);
    await page.clock.runFor(2_999);
    await shows(1);
    await page.clock.runFor(1);
    await shows(2);
    await page.clock.runFor(3_000);
    await shows(3);
    await page.clock.runFor(3_000);
    await shows(1); // loops

    // While it rotates, slide changes are not announced.
    const slides = hero.locator('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');

    // The arrows (the pointer is now over the slider, so it stands still: see below).
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await shows(2);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await shows(1);
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await shows(3); // loops backwards too

    // Under the pointer it stands still, however long, and announces its slides...
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.clock.runFor(60_000);
    await shows(3);
    // ...and once the pointer leaves, the next slide comes a full 3000 ms later.
    await page.mouse.move(0, 0);
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await page.clock.runFor(2_999);
    await shows(3);
    await page.clock.runFor(1);
    await shows(1);

    // The Pause button stops it for good, pointer or not.
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(0, 0);
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.clock.runFor(60_000);
    await shows(1);

    // Only the visible slide's button is reachable, and it opens the catalogue.
    await expect(hero.getByRole('link', { name: 'Browse Cars' })).toHaveCount(1);
    await hero.getByRole('link', { name: 'Browse Cars' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
  });

  test('a category opens the catalogue with that category selected', async ({ page }) => {
    await page.goto('/');
    const categories = page.getByRole('region', { name: 'Shop by Category' });
    for (const category of ['Sedan', 'SUV', 'Truck', 'Coupe', 'Convertible']) {
      await expect(categories.getByRole('link', { name: new RegExp(`^${category}`) })).toHaveAttribute(
        'href',
        `/all-product?category=${category}`,
      );
    }
    await categories.getByRole('link', { name: /^Truck/ }).click();
    await expect(page).toHaveURL(/\/all-product\?category=Truck$/);
    // On a phone the filters are in a sheet, behind a button that counts them.
    if (isPhone(page)) await page.getByRole('button', { name: 'Filters (1)', exact: true }).click();
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Truck');
    if (isPhone(page)) await page.keyboard.press('Escape');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of await cards.all())
      await expect(card.getByText('Truck', { exact: true })).toBeVisible();
  });

  test('featured cars link to their details and to the catalogue', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Cars' });
    const cards = featured.getByRole('article');
    await expect(cards).toHaveCount(6);
    const first = cards.first();
    await expect(first.getByText(/^(In Stock \(\d+\)|Out of Stock)$/)).toBeVisible();
    await expect(first.getByText(/^[\d,]+(\.\d+)?৳$/)).toBeVisible();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('link', { name: /View Details/ }).click();
    await expect(page).toHaveURL(/\/products\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);

    await page.goBack();
    await page.getByRole('region', { name: 'Featured Cars' }).getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(/\/all-product$/);
  });

  test('blog teaser, testimonials, FAQ and stats', async ({ page }) => {
    await page.goto('/');
    const blog = page.getByRole('region', { name: 'Latest News and Tips' });
    await expect(blog.getByRole('article')).toHaveCount(6);
    await expect(blog.getByText('Jan 5, 2024')).toBeVisible();

    const testimonials = page.getByRole('region', { name: 'Customer testimonials' });
    await expect(testimonials.getByRole('group')).toHaveCount(10);
    await scrollToHydrated(page, 'testimonials');
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByText('Amelia Rhodes')).toBeInViewport();
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(testimonials.getByText('Samuel King')).toBeInViewport();
    await expect(testimonials.getByText('Amelia Rhodes')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect(testimonials.getByText('Daniel Price')).toBeInViewport(); // loops back to the tenth

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.locator('summary')).toHaveCount(6);
    await scrollToHydrated(page, 'faq');
    await faq.locator('summary', { hasText: 'Do you offer financing options?' }).click();
    await expect(faq.getByText(/has a finance calculator/)).toBeVisible();

    const stats = page.getByRole('region', { name: 'Our Community in Numbers' });
    await stats.scrollIntoViewIfNeeded();
    for (const [label, value] of [
      ['Cars Listed', '120,000+'],
      ['Active Users', '50,000+'],
      ['Reviews', '85,000+'],
      ['Cities', '120+'],
    ] as const) {
      await expect(stats.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
      await expect(stats.getByText(label, { exact: true })).toBeVisible();
    }

    await blog.getByRole('link', { name: 'View All Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Blog Posts' })).toBeVisible();
  });

  test('newsletter: the email is required and must be valid; subscribing clears it', async ({ page }) => {
    await page.goto('/');
    const email = page.getByLabel('Email address');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expectAccessible(page);

    await email.fill('reader@example.com');
    await subscribe.click();
    await expect(page.getByText('Subscribed successfully')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page.getByText('Invalid email')).toBeHidden();
  });
});
