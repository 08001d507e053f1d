import { expect, expectAccessible, isPhone, test } from './fixtures';

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

  test('hero: three looping slides, advancing every 3 s, pausing under the pointer', async ({ page }) => {
    test.setTimeout(60_000); // it waits for the 3 s timer a few times
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'Highlights' });
    const dot = (n: number) => hero.getByRole('button', { name: `Show slide ${n} of 3` });
    await expect(dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(dot(2)).toHaveAttribute('aria-current', 'true', { timeout: 5_000 });

    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');
    await hero.getByRole('button', { name: 'Next slide' }).click();
    await expect(dot(1)).toHaveAttribute('aria-current', 'true'); // loops
    await hero.getByRole('button', { name: 'Previous slide' }).click();
    await expect(dot(3)).toHaveAttribute('aria-current', 'true');

    if (!isPhone(page)) {
      await hero.hover();
      await page.waitForTimeout(4_000);
      await expect(dot(3)).toHaveAttribute('aria-current', 'true');
      await page.mouse.move(0, 0);
      await expect(dot(1)).toHaveAttribute('aria-current', 'true', { timeout: 5_000 });
    }

    // Only the visible slide's button is reachable, and it opens the catalogue.
    await expect(hero.getByRole('link', { name: 'Browse Cars' })).toHaveCount(1);
    await hero.getByRole('button', { name: 'Pause slideshow' }).click();
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
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(/Truck/);
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
    await expect(first.getByText(/^[\d,]+৳$/)).toBeVisible();
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
    await testimonials.scrollIntoViewIfNeeded();
    await expect(testimonials.getByText('Amelia Rhodes')).toBeInViewport();
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    await expect(testimonials.getByText('Samuel King')).toBeInViewport();
    await expect(testimonials.getByText('Amelia Rhodes')).not.toBeInViewport();
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    await expect(testimonials.getByText('Daniel Price')).toBeInViewport(); // loops back to the tenth

    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    await expect(faq.getByRole('button')).toHaveCount(6);
    await faq.getByRole('button', { name: 'Do you offer financing options?' }).click();
    await expect(faq.getByText(/flexible loans/)).toBeVisible();

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

    await email.fill('not-an-email');
    await subscribe.click();
    await expect(page.getByText('Invalid email')).toBeVisible();

    await email.fill('reader@example.com');
    await subscribe.click();
    await expect(page.getByText('Subscribed successfully')).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(page.getByText('Invalid email')).toBeHidden();
  });
});
