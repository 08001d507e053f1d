import { expect, expectAccessible, expectNoHorizontalOverflow, isPhone, type Page, test } from './fixtures';

/**
 * A demo car: every one has three pictures (its side, its other side, its front). Other tests add cars of their
 * own, with one picture or none, so the first listed car with three is taken.
 */
async function demoCarPath(page: Page) {
  const answer = (await (await page.request.get('/api/cars?page=1&limit=100&sort=-price')).json()) as {
    data: { _id: string; brand: string; model: string; images: string[] }[];
  };
  const car = answer.data.find((candidate) => candidate.images.length === 3);
  if (!car) throw new Error('no demo car with three pictures');
  return { path: `/products/${car._id}`, car };
}

/** Which picture the strip shows: its scroll position in picture widths. */
const stripIndex = (page: Page) =>
  page
    .getByRole('list', { name: /pictures: use the arrow keys/ })
    .evaluate((strip) => Math.round(strip.scrollLeft / strip.clientWidth));

test.describe('the car page gallery', () => {
  test('thumbnails, arrows, keys and a swipe move through every picture; all of them are in the server HTML', async ({
    page,
  }) => {
    const { path, car } = await demoCarPath(page);
    const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
    for (const index of [1, 2, 3]) expect(html).toContain(`href="#car-picture-${index}"`);
    // JSON-LD names every picture, as absolute addresses.
    const jsonLd = JSON.parse(
      /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    );
    expect(jsonLd.image).toHaveLength(3);
    expect(jsonLd.image[0]).toMatch(new RegExp(`^http://[^/]+${car.images[0]}$`));

    await page.goto(path);
    const gallery = page.getByRole('region', { name: `Pictures of the ${car.brand} ${car.model}` });
    const thumbnails = gallery.getByRole('list', { name: 'Choose a picture' }).getByRole('link');
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByText('1 / 3')).toBeVisible();
    await expectAccessible(page);
    await expectNoHorizontalOverflow(page);

    // A thumbnail shows its picture without moving the page or changing the address.
    const scrollY = await page.evaluate(() => window.scrollY);
    await thumbnails.nth(2).click();
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByText('3 / 3')).toBeVisible();
    await expect.poll(() => stripIndex(page)).toBe(2);
    expect(page.url()).not.toContain('#');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
    await expect(gallery.getByRole('img', { name: /picture 3 of 3/ })).toBeInViewport();

    // The arrows, then the keyboard on the strip.
    await gallery.getByRole('link', { name: 'Previous picture' }).click();
    await expect(gallery.getByText('2 / 3')).toBeVisible();
    const strip = gallery.getByRole('list', { name: /pictures: use the arrow keys/ });
    await strip.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(gallery.getByText('1 / 3')).toBeVisible();
    await expect.poll(() => stripIndex(page)).toBe(0);
    await page.keyboard.press('End');
    await expect(thumbnails.nth(2)).toHaveAttribute('aria-current', 'true');
    await page.keyboard.press('Home');
    await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
    // A second key while the first one's scroll is on its way, on a busy phone (CPU 8x slower): the strip ends
    // on the picture the last key asked for, snapped, never short of it or where the first key was heading
    // (CI once saw the strip stay on the last picture after End then Home).
    const cpu = await page.context().newCDPSession(page);
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 8 });
    for (const pause of [0, 15, 30, 60]) {
      await page.keyboard.press('End');
      await page.waitForTimeout(pause);
      await page.keyboard.press('Home');
      await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);
      await expect(thumbnails.nth(0)).toHaveAttribute('aria-current', 'true');
    }
    await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });

    if (isPhone(page)) {
      // A finger swiping the picture to the left brings the next one (touch events, as the screen sends them),
      // once the strip is back at the first.
      await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);
      const box = (await strip.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const y = Math.round(box.y + box.height / 2);
      let x = Math.round(box.x + box.width * 0.8);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      for (let step = 0; step < 10; step++) {
        x -= Math.round(box.width / 16);
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
        await page.waitForTimeout(16);
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect.poll(() => stripIndex(page)).toBe(1);
      await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');
    }
  });

  test('without JavaScript the first picture shows and each thumbnail is a link to its picture', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const { path, car } = await demoCarPath(page);
    await page.goto(path);
    const first = page.getByRole('img', { name: `${car.brand} ${car.model}, picture 1 of 3` });
    await expect(first).toBeInViewport();
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Picture 3 of 3' }).click();
    await expect(page).toHaveURL(/#car-picture-3$/);
    await expect.poll(() => stripIndex(page)).toBe(2);
    await context.close();
  });
});
