import { DEMO_ADMIN, expect, type Page, registerThroughApi, signInThroughApi } from './fixtures';
import { customerPagePaths, dashboardPagePaths, publicAddresses } from './page-registry';
import { addFromDetail, customerToken, placeOrderThroughApi, test } from './shop-helpers';

/**
 * Every control a finger can tap is at least 44 by 44 CSS pixels on a touch screen (issue 28): every public page,
 * every page of a signed-in customer and every staff page (issue 30: the admin on a phone), at 390 px with touch (`pointer: coarse`), in the phone project only (the
 * desktop project ignores this file: with the viewport set here it measured the same again). The pages
 * come from the web's page registry (e2e/page-registry.ts: `publicAddresses`, with its example addresses, and
 * `customerPagePaths`); a page with a part in its path needs an example address, or the walk fails.
 *
 * What is measured: every visible link, button, form field, summary and element with a role or tabindex that
 * takes focus. A checkbox, radio or file input is measured with its label (tapping the label is tapping it),
 * whichever box is larger. Not measured (WCAG 2.5.8's exceptions): an element not drawn (no box, or a visually
 * hidden one such as the skip link before it has focus), and a link inside running text: an inline
 * link whose block holds other words than its own (its size is the line's, as in a sentence).
 */
const MIN = 44;

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** One control too small to tap, as `a "Login" 69x32`. */
type Offender = string;

async function smallTargets(page: Page): Promise<Offender[]> {
  return page.evaluate((min) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
      '[role="menuitem"]',
      '[tabindex]:not([tabindex="-1"])',
    ].join(',');
    const drawn = (box: DOMRect) => box.width > 1 && box.height > 1;
    const describe = (element: Element, box: DOMRect) => {
      const name =
        element.getAttribute('aria-label') ??
        (element as HTMLElement).innerText?.trim() ??
        element.getAttribute('name') ??
        '';
      const id = element.id ? `#${element.id}` : '';
      const kind = element.getAttribute('type') ? `[type=${element.getAttribute('type')}]` : '';
      const label = name.replace(/\s+/g, ' ').slice(0, 40);
      return `${element.tagName.toLowerCase()}${kind}${id} "${label}" ${Math.round(box.width)}x${Math.round(box.height)}`;
    };
    /** An inline link in a sentence: its block holds other words than its own. */
    const inRunningText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (element.textContent ?? '').trim().length;
      const all = (block?.textContent ?? '').replace(/\s+/g, ' ').trim().length;
      return all > own + 1;
    };
    /** The box a finger hits: a checkbox, radio or file input's label counts as the input. */
    const hitBox = (element: Element) => {
      const own = element.getBoundingClientRect();
      const labels = element instanceof HTMLInputElement ? Array.from(element.labels ?? []) : [];
      return labels
        .map((label) => label.getBoundingClientRect())
        .reduce((best, box) => (box.width * box.height > best.width * best.height ? box : best), own);
    };
    /** Placed outside the page until it has focus (a skip link): not a target until then. */
    const offPage = (box: DOMRect) => box.bottom + window.scrollY <= 0 || box.right + window.scrollX <= 0;
    const offenders: string[] = [];
    for (const element of Array.from(document.querySelectorAll(selector))) {
      if (element.closest('[inert]')) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Visually hidden (Tailwind's sr-only clips it to nothing): read by screen readers, never tapped.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      const box = hitBox(element);
      if (!drawn(box) || offPage(box) || inRunningText(element)) continue;
      if (box.width < min - 0.5 || box.height < min - 0.5) offenders.push(describe(element, box));
    }
    return offenders;
  }, MIN);
}

/** A menu or panel opened on one of the pages walked: its controls are measured too. */
type Opened = { at: string; name: string; open: (page: Page) => Promise<unknown> };

async function expectTapTargets(page: Page, addresses: readonly string[], opened: readonly Opened[] = []) {
  const found: Record<string, Offender[]> = {};
  const measure = async (name: string) => {
    const offenders = await smallTargets(page);
    if (offenders.length) found[name] = offenders;
  };
  for (const address of addresses) {
    await page.goto(address);
    await page.waitForLoadState('networkidle');
    await measure(address);
    for (const state of opened.filter(({ at }) => at === address)) {
      await state.open(page);
      await measure(`${address} with ${state.name} open`);
      await page.keyboard.press('Escape');
    }
  }
  expect(found, `controls smaller than ${MIN}x${MIN} px on a touch screen at 390 px`).toEqual({});
}

/** Opens a header control's panel (the phone menu, the cart, the account menu) and waits for it. */
const openBy =
  (button: string, panel: 'dialog' | 'menu' | 'navigation', panelName?: string) => async (page: Page) => {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await expect(page.getByRole(panel, panelName ? { name: panelName } : undefined).last()).toBeVisible();
  };

/** The registry's paths, each at its example address where its path has a part. */
async function addresses(paths: readonly string[], examples: Record<string, () => Promise<string>>) {
  const list: string[] = [];
  for (const path of paths) {
    const example = examples[path];
    if (example) list.push(await example());
    else if (path.includes(':')) throw new Error(`${path} has a part: give it an example address`);
    else list.push(path);
  }
  return list;
}

test.describe('tap targets on a touch screen', () => {
  test.slow();

  test('every public page: every control at least 44 by 44 px', async ({ page }) => {
    await expectTapTargets(page, await publicAddresses(page), [
      { at: '/', name: 'the menu', open: openBy('Menu', 'navigation', 'Main') },
      { at: '/', name: 'the cart', open: openBy('Cart', 'dialog') },
    ]);
  });

  test('every customer page: every control at least 44 by 44 px', async ({ page, request, shop }) => {
    const car = await shop.createCar({ brand: 'Tappable', quantity: 5 });
    const user = await registerThroughApi(page);
    const order = await placeOrderThroughApi(request, await customerToken(request, user), [
      { car: car._id, quentity: 1 },
    ]);
    await signInThroughApi(page, user);
    // A car in the cart, so that the checkout shows its form.
    await addFromDetail(page, car);
    await expect(page.getByText('Product added to cart')).toBeVisible();
    await expectTapTargets(
      page,
      await addresses(await customerPagePaths(), {
        '/dashboard/order/:orderId': async () => `/dashboard/order/${order._id}`,
      }),
      [
        { at: '/checkout', name: 'the cart', open: openBy('Cart, 1 car', 'dialog') },
        { at: '/checkout', name: 'the account menu', open: openBy('My Account', 'menu') },
        { at: '/dashboard', name: 'the dashboard menu', open: openBy('Open menu', 'dialog') },
      ],
    );
  });

  test('every staff page, as an admin (who sees every part): every control at least 44 by 44 px', async ({
    page,
    request,
    shop,
  }) => {
    const car = await shop.createCar({ brand: 'Tappable', quantity: 5 });
    const buyer = await registerThroughApi(page);
    const order = await placeOrderThroughApi(request, await customerToken(request, buyer), [
      { car: car._id, quentity: 1 },
    ]);
    await signInThroughApi(page, DEMO_ADMIN);
    await expectTapTargets(
      page,
      await addresses(await dashboardPagePaths(), {
        '/dashboard/order/:orderId': async () => `/dashboard/order/${order._id}`,
      }),
      [
        { at: '/dashboard', name: 'the dashboard menu', open: openBy('Open menu', 'dialog') },
        {
          at: '/dashboard/orders',
          name: "an order's status dialog",
          open: openBy(`Change Status of order #${order.number}`, 'dialog', 'Change Order Status'),
        },
      ],
    );
  });
});
