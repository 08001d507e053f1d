import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Public pages arrive rendered by the server and respond once the app has hydrated them (ADR 010). A person
 * reads first; a test clicks within milliseconds. So after every page load (goto, reload, back, forward) the
 * tests wait until the app marks itself ready (`<html data-ready>`, app/app-ready.tsx). Navigation inside
 * the app (clicking a link) needs no wait: the app is running.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const whenReady = (load: (...args: never[]) => Promise<unknown>) =>
      (async (...args: never[]) => {
        const response = await load(...args);
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        return response;
      }) as never;
    page.goto = whenReady(page.goto.bind(page));
    page.reload = whenReady(page.reload.bind(page));
    page.goBack = whenReady(page.goBack.bind(page));
    page.goForward = whenReady(page.goForward.bind(page));
    await use(page);
  },
});
export { expect, type Page };

/**
 * Sections below the first screens (the home page's, the footer) hydrate only once they near the screen
 * (ADR 022): scrolls one into view and waits until it responds (`data-hydrated` on its wrapper).
 */
export async function scrollToHydrated(page: Page, section: string) {
  const wrapper = page.locator(`[data-deferred-section="${section}"]`);
  await wrapper.scrollIntoViewIfNeeded();
  await expect(wrapper).toHaveAttribute('data-hydrated', 'true');
}

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'admin12345', name: 'Admin User' };
export const DEMO_CUSTOMER = {
  email: 'customer@example.com',
  password: 'customer12345',
  name: 'Demo Customer',
};

/** A fresh address per call, so tests that register users never collide (also across parallel workers). */
export function uniqueEmail(prefix = 'shopper') {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * A test whose subject does not depend on the width (what a server answers, a mailed link, what a form sends) runs
 * in the phone project only: the desktop project leaves this tag out (playwright.config.ts). Each such test says
 * why; what depends on the width (axe, sideways scrolling, the menus) stays in tests that run at both widths.
 */
export const ONE_WIDTH = { tag: '@one-width' };

/** True when the current project is the phone-width one (some controls live in a menu there). */
export function isPhone(page: Page) {
  return (page.viewportSize()?.width ?? 1280) < 640;
}

/**
 * axe-core on the current page as it is now (an open menu, a dialog, a form showing its errors): no serious
 * or critical violations of the WCAG 2.0, 2.1 and 2.2 A/AA rules and axe's best practices. No rule is ever
 * switched off.
 */
export async function expectAccessible(page: Page, options: { exclude?: string[] } = {}) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  // The page at rest: not while a CSS transition runs (a toast sliding in, a list fading back from its fetch),
  // whose in-between colours axe would measure (CI read a toast's title mid-fade). Endless animations (a spinner)
  // are keyframes, not transitions, and do not hold this up.
  const atRest = () =>
    page.waitForFunction(() =>
      document
        .getAnimations()
        .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
    );
  // A toast that came or began to leave (its 2 s are up) while axe ran may have been read mid-fade: then axe runs
  // again on the page at rest (a few times at most; a toast's life is short).
  const toasts = () =>
    page.evaluate(() =>
      Array.from(
        document.querySelectorAll('[data-sonner-toast]'),
        (toast) => `${toast.getAttribute('data-removed')} ${toast.textContent}`,
      ).join('\n'),
    );
  let results: Awaited<ReturnType<AxeBuilder['analyze']>>;
  for (let attempt = 1; ; attempt += 1) {
    await atRest();
    const before = await toasts();
    // A page without frames (nearly all of them) is checked by one axe.run in the page itself (legacy mode): the
    // same rules and the same results (compared on the home page, the catalogue, the FAQ and six dashboard pages),
    // in about half the time. The default mode's runPartial and finishRun exist for frames (each checked by an axe
    // of its own, whatever its origin); it opens a blank page for finishRun and evaluates axe's 550 KB there too:
    // 1 to 2 s a call on a loaded machine, over 200 calls a run. A page with a frame (the contact page's map)
    // keeps the default mode, which checks the frame's content as well.
    builder = builder.setLegacyMode(page.frames().length === 1);
    results = await builder.analyze();
    if (attempt === 4 || (await toasts()) === before) break;
  }
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The page does not scroll sideways: the document is no wider than the viewport. On failure the message names
 * the widest element that sticks out past the right edge without an ancestor clipping it, as a CSS path.
 */
export async function expectNoHorizontalOverflow(page: Page, { soft = false } = {}) {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  const overflow = await page.evaluate((viewport) => {
    const documentWidth = document.documentElement.scrollWidth;
    if (documentWidth <= viewport) return null;
    const clips = (element: Element) =>
      ['hidden', 'clip', 'auto', 'scroll'].includes(getComputedStyle(element).overflowX);
    const clipped = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent && parent !== document.body;
        parent = parent.parentElement
      ) {
        if (clips(parent)) return true;
      }
      return false;
    };
    const describe = (element: Element) => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const id = node.id ? `#${CSS.escape(node.id)}` : '';
        const classes = Array.from(node.classList)
          .slice(0, 3)
          .map((name) => `.${CSS.escape(name)}`)
          .join('');
        parts.unshift(`${node.tagName.toLowerCase()}${id}${classes}`);
        if (id) break;
      }
      return parts.join(' > ');
    };
    let widest: { selector: string; width: number; right: number } | null = null;
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      if (box.right <= viewport + 0.5 || box.width === 0 || clipped(element)) continue;
      if (!widest || box.width > widest.width) {
        widest = { selector: describe(element), width: Math.round(box.width), right: Math.round(box.right) };
      }
    }
    return { documentWidth, widest };
  }, viewportWidth);
  const culprit = overflow?.widest
    ? `widest element past the edge: ${overflow.widest.selector} (${overflow.widest.width} px wide, right edge at ${overflow.widest.right} px)`
    : 'no single element found past the edge';
  (soft ? expect.soft : expect)(
    overflow,
    `${page.url()} is ${overflow?.documentWidth} px wide at a ${viewportWidth} px viewport; ${culprit}`,
  ).toBeNull();
}

/** Logs in through the real login form and waits for the dashboard (or the given landing path). */
export async function loginAs(
  page: Page,
  user: { email: string; password: string },
  landing: string | RegExp = /\/dashboard$/,
) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(landing);
}

/**
 * Signs in through the API and opens `landing` (the dashboard by default), for the journeys that are not about
 * signing in. It leaves the browser as the login form does (apps/web/src/domains/auth/pages/login-page.tsx only
 * stores the token): the refresh cookie in the context (page.request shares its cookies) and the session in the
 * stored `auth` (apps/web/src/lib/persist.ts's format), written before the app's store reads it. No login page, no
 * typing, and no sign-in toast to wait out before axe: about 3 s a journey. The login form keeps its own journeys
 * (auth-login, auth-register, account-recovery, a new password in dashboard-profile, saved-cars, before-the-script).
 */
export async function signInThroughApi(
  page: Page,
  user: { email: string; password: string },
  landing = '/dashboard',
) {
  const response = await page.request.post('/api/auth/login', { data: user });
  expect(response.status(), await response.text()).toBe(200);
  const token = ((await response.json()) as { data: string }).data;
  const claims: unknown = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  const stored = JSON.stringify({ user: JSON.stringify(claims), token: JSON.stringify(token) });
  // Once per call (its flag lives in the tab's sessionStorage): after a sign-out, each page load stays signed out;
  // a later call (another user) writes its own session once.
  const flag = `e2e-signed-in-${Date.now()}-${Math.random()}`;
  await page.addInitScript(
    ([key, auth]) => {
      try {
        if (sessionStorage.getItem(key)) return;
        sessionStorage.setItem(key, '1');
        localStorage.setItem('auth', auth);
      } catch {
        // a document without storage (about:blank, a frame of another origin): not the shop's
      }
    },
    [flag, stored] as const,
  );
  await page.goto(landing);
}

/** Registers a new customer through the API (fast path for tests that are not about registration). */
export async function registerThroughApi(
  page: Page,
  overrides: Partial<{ name: string; email: string; password: string }> = {},
) {
  const user = { name: 'Test Shopper', email: uniqueEmail(), password: 'shopper-pass-1', ...overrides };
  const response = await page.request.post('/api/auth/register', { data: user });
  expect(response.status(), await response.text()).toBe(201);
  return user;
}
