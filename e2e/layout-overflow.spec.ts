import type { APIRequestContext, Locator } from '@playwright/test';
import {
  DEMO_ADMIN,
  DEMO_CUSTOMER,
  expect,
  expectNoHorizontalOverflow,
  type Page,
  signInThroughApi,
  test,
} from './fixtures';
import { dashboardPagePaths } from './page-registry';
import { customerToken, placeOrderThroughApi } from './shop-helpers';

/**
 * No page scrolls sideways: every public page, and every dashboard page as a customer and as an admin, at
 * each project's width (390 px on the phone, 1280 px on the desktop). Each page is measured once what it
 * shows has loaded (dashboard pages also while their data loads).
 */
const PUBLIC_PAGES: {
  name: string;
  path: (page: Page) => Promise<string>;
  loaded: (page: Page) => Locator;
}[] = [
  {
    name: 'home',
    path: async () => '/',
    loaded: (page) => page.getByRole('region', { name: 'Featured Cars' }).getByRole('article').first(),
  },
  {
    name: 'catalogue',
    path: async () => '/all-product',
    loaded: (page) => page.getByRole('main').getByRole('article').first(),
  },
  {
    name: 'car detail',
    path: firstCarPath,
    loaded: (page) => page.getByRole('main').getByRole('heading', { name: 'Description' }),
  },
  { name: 'blog', path: async () => '/blog', loaded: (page) => heading(page, 'Latest Blog Posts') },
  {
    name: 'FAQ',
    path: async () => '/faq',
    loaded: (page) => page.getByRole('main').locator('summary').first(),
  },
  { name: 'about', path: async () => '/about', loaded: (page) => heading(page, 'About Us') },
  { name: 'contact', path: async () => '/contact', loaded: (page) => page.getByRole('main').locator('form') },
  { name: 'login', path: async () => '/login', loaded: (page) => heading(page, 'Login') },
  { name: 'register', path: async () => '/register', loaded: (page) => heading(page, 'Register') },
  { name: 'unknown page', path: async () => '/no-such-page', loaded: (page) => heading(page, 'Uh-oh!') },
];

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

function accountDetails(page: Page) {
  return page.getByRole('region', { name: 'Account details' }).getByText('@example.com');
}

/** A real car's detail page, found the way a visitor finds it: from the catalogue. */
async function firstCarPath(page: Page) {
  await page.goto('/all-product');
  const link = page
    .getByRole('main')
    .getByRole('article')
    .first()
    .getByRole('link', { name: /View Details/ });
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/products\/[\w-]+$/);
  return href ?? '';
}

test.describe('no horizontal overflow', () => {
  for (const { name, path, loaded } of PUBLIC_PAGES) {
    test(`${name}`, async ({ page }) => {
      await page.goto(await path(page));
      await expect(loaded(page)).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });
  }

  const DASHBOARDS = [
    {
      who: 'a customer',
      user: DEMO_CUSTOMER,
      pages: [
        { path: '/dashboard', loaded: (page: Page) => heading(page, `Welcome, ${DEMO_CUSTOMER.name}`) },
        { path: '/dashboard/profile', loaded: accountDetails },
      ],
    },
    {
      who: 'an admin',
      user: DEMO_ADMIN,
      pages: [
        { path: '/dashboard', loaded: (page: Page) => heading(page, `Welcome, ${DEMO_ADMIN.name}`) },
        { path: '/dashboard/profile', loaded: accountDetails },
        {
          path: '/dashboard/users',
          loaded: (page: Page) => page.getByRole('row').filter({ hasText: DEMO_ADMIN.email }),
        },
      ],
    },
  ];
  for (const { who, user, pages } of DASHBOARDS) {
    test(`every dashboard page, as ${who}`, async ({ page }) => {
      await signInThroughApi(page, user);
      // Each page is measured first while its data loads: the API's answers (all but the session's) are held
      // until the skeletons have been measured, then once everything has come.
      let held = Promise.resolve();
      await page.route(/\/api\/(?!auth\/)/, async (route) => {
        await held;
        await route.continue();
      });
      for (const { path, loaded } of pages) {
        let release = () => {};
        held = new Promise<void>((resolve) => {
          release = resolve;
        });
        await page.goto(path);
        await expect(page.locator('[aria-busy="true"]').or(loaded(page)).first()).toBeVisible();
        // Soft: one page that overflows must not hide another.
        await expectNoHorizontalOverflow(page, { soft: true });
        release();
        await expect(loaded(page)).toBeVisible();
        await expectNoHorizontalOverflow(page, { soft: true });
      }
    });
  }
});

/**
 * Every dashboard page of the web's page registry (issue 30), as an admin (who has every part of the dashboard),
 * once its data has come: no admin page scrolls sideways at 390 px. A new dashboard page is walked as soon as it
 * is in the registry; one with a part in its path needs an example address here.
 */
test('every dashboard page of the registry, as an admin', async ({ page, request }) => {
  test.slow();
  const order = await anOrderOfTheDemoCustomer(request);
  const examples: Record<string, string> = { '/dashboard/order/:orderId': `/dashboard/order/${order}` };
  await signInThroughApi(page, DEMO_ADMIN);
  for (const path of await dashboardPagePaths()) {
    const address = examples[path] ?? path;
    expect(address, `${path} has a part: give it an example address`).not.toContain(':');
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoHorizontalOverflow(page, { soft: true });
  }
});

/** An order of the demo customer's, placed for the walk (the order's page needs one). */
async function anOrderOfTheDemoCustomer(request: APIRequestContext) {
  const token = await customerToken(request, DEMO_CUSTOMER);
  const cars = (await (await request.get('/api/cars?page=1&limit=1')).json()) as { data: { _id: string }[] };
  return (await placeOrderThroughApi(request, token, [{ car: cars.data[0]!._id, quentity: 1 }]))._id;
}
