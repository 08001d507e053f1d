import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, checkoutBody, createBuyer, postCar, postOrder } from '../../test/shop-helpers.ts';
import { createTestApp } from '../../test/test-app.ts';
import { cars } from '../db/schema/cars.ts';
import { addCars } from '../modules/cars/catalogue.service.ts';
import { createCar } from '../seed/car-factory.ts';

/**
 * Server rendering on the REAL web build (apps/web/dist and dist-ssr: `npm test` builds them before this
 * suite; alone, run `npm run build` first).
 */
const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');
const ssrEntry = path.resolve(webDistDir, '../dist-ssr/entry-server.js');

let t: Awaited<ReturnType<typeof createTestApp>>;
let admin: { token: string };
const ids: Record<string, string> = {};
const ORIGIN = 'https://shop.example.com';

beforeAll(async () => {
  if (!fs.existsSync(ssrEntry)) throw new Error(`No web build at ${ssrEntry}: run \`npm run build\` first`);
  t = await createTestApp({ webDistDir, publicUrl: ORIGIN, catalogueCacheMs: 60_000, sitemapRefreshMs: 20 });
  // Oldest first: the newest six are the home page's Featured Cars.
  const created = await addCars(t.db, [
    createCar({ brand: 'Volvo', model: 'XC90 Ultimate', category: 'SUV', price: 68_000, quantity: 4 }),
    createCar({ brand: 'Ford', model: 'F-150 Raptor', category: 'Truck', price: 79_000, quantity: 0 }),
    createCar({ brand: 'Porsche', model: 'Taycan Turbo', category: 'Sedan', price: 185_000, quantity: 2 }),
  ]);
  for (const car of created) ids[car.model] = car._id;
  // As a write through the API does: the sitemap is rebuilt.
  await t.app.carChanges.publish({ kind: 'car', ids: created.map((car) => car._id) });
  admin = (await createBuyer(t.app, t.db, { role: 'admin' })).session;
});
afterAll(() => t?.close());

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

/** The HTML inside #root: what a visitor sees before any script runs. */
const rootHtml = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'));

function jsonLd(html: string) {
  const match = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match![1]!);
}

describe('server-rendered pages', () => {
  it('renders a car page with the car, its head tags and JSON-LD', async () => {
    const response = await page(`/products/${ids['XC90 Ultimate']}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    const root = rootHtml(html);
    expect(root).toContain('Volvo XC90 Ultimate');
    expect(root).toContain('$68,000');
    expect(root).toMatch(/In Stock/i);
    expect(html).toContain('<title>Volvo XC90 Ultimate | CarShop</title>');
    expect(html).toMatch(/<meta name="description" content="Volvo XC90 Ultimate \(2022, SUV\)/);
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/products/${ids['XC90 Ultimate']}">`);
    expect(html).toContain('<meta property="og:title" content="Volvo XC90 Ultimate | CarShop">');
    expect(html).toContain('<meta name="twitter:card"');
    // The browser gets the API state the page was rendered from, as data (no inline script runs).
    expect(html).toMatch(/<script type="application\/json" id="server-state">\{"api":/);

    const ld = jsonLd(html);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: 'Volvo XC90 Ultimate',
      brand: { '@type': 'Brand', name: 'Volvo' },
      model: 'XC90 Ultimate',
      url: `${ORIGIN}/products/${ids['XC90 Ultimate']}`,
      offers: {
        '@type': 'Offer',
        price: 68_000,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('serves the page with its preview tags to crawlers that accept anything (*/* or no Accept)', async () => {
    const url = `/products/${ids['XC90 Ultimate']}`;
    for (const headers of [{ accept: '*/*' }, {}]) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<meta property="og:title" content="Volvo XC90 Ultimate | CarShop">');
    }
    const json = await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
  });

  it('says OutOfStock in the JSON-LD of a car with none left', async () => {
    const html = (await page(`/products/${ids['F-150 Raptor']}`)).body;
    expect(jsonLd(html).offers.availability).toBe('https://schema.org/OutOfStock');
  });

  it('renders the catalogue with its cars, with and without a category', async () => {
    const all = await page('/all-product');
    expect(all.statusCode).toBe(200);
    const root = rootHtml(all.body);
    expect(root).toContain('Volvo XC90 Ultimate');
    expect(root).toContain('Ford F-150 Raptor');
    expect(root).toContain('68,000৳');
    expect(all.body).toContain('<title>Products | CarShop</title>');

    const suv = await page('/all-product?category=SUV');
    expect(suv.statusCode).toBe(200);
    expect(rootHtml(suv.body)).toContain('Volvo XC90 Ultimate');
    expect(rootHtml(suv.body)).not.toContain('Ford F-150 Raptor');
    expect(suv.body).toContain(`<link rel="canonical" href="${ORIGIN}/all-product?category=SUV">`);
  });

  it('says in the catalogue HTML how many cars the default maximum price hides', async () => {
    expect(rootHtml((await page('/all-product')).body)).toContain('1 more car above 100,000৳');
    expect(rootHtml((await page('/all-product?category=SUV')).body)).not.toContain('more car');
  });

  it('renders the home page with its Featured Cars, above the default price limit too', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    const root = rootHtml(home.body);
    expect(root).toContain('Featured Cars');
    for (const name of ['Volvo XC90 Ultimate', 'Ford F-150 Raptor', 'Porsche Taycan Turbo'])
      expect(root).toContain(name);
    // The hero picture is the largest paint: fetched at once, first.
    expect(home.body).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high">/);
  });

  it.each(['/faq', '/about', '/contact', '/blog', '/login', '/register'])(
    'renders %s with its own title and description',
    async (url) => {
      const response = await page(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<title>[^<]+ \| CarShop<\/title>/);
      expect(response.body).toMatch(/<meta name="description" content="[^"]{20,}">/);
      expect(rootHtml(response.body)).toContain('<main');
    },
  );

  it('answers 404 with the not-found page for unknown pages and unknown cars', async () => {
    const unknown = await page('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(rootHtml(unknown.body)).toContain('Uh-oh!');
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');

    for (const url of ['/products/00000000-0000-4000-8000-000000000000', '/products/not-a-car']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(rootHtml(response.body), url).toContain('Car not found');
    }
  });

  it('renders a neutral header: no account menu and no sign-in buttons before hydration', async () => {
    const root = rootHtml((await page('/')).body);
    expect(root).toContain('data-slot="header-account"');
    expect(root).not.toContain('>Login</a>');
    expect(root).not.toContain('My Account');
  });

  it('leaves dashboard pages to the browser', async () => {
    const response = await page('/dashboard/profile');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).not.toContain('id="server-state"');
  });

  it('sends a page compressed once, as the browser accepts it', async () => {
    const url = `/products/${ids['XC90 Ultimate']}`;
    const plain = (await page(url)).body;
    const br = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({
      method: 'GET',
      url,
      headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });

  it('keeps a rendered page until a car write (the page cache)', async () => {
    const url = `/products/${ids['Taycan Turbo']}`;
    expect((await page(url)).body).toContain('Porsche Taycan Turbo');
    // Changed behind the app's back: the page stays as rendered until the next invalidation.
    await t.db.update(cars).set({ model: 'Taycan GTS' }).where(eq(cars.id, ids['Taycan Turbo']!));
    expect((await page(url)).body).toContain('Porsche Taycan Turbo');
    await t.app.carChanges.publish({ kind: 'car', ids: [ids['Taycan Turbo']!] });
    const fresh = (await page(url)).body;
    expect(fresh).toContain('Porsche Taycan GTS');
    expect(fresh).not.toContain('Taycan Turbo');
  });

  it('shows a car write on the next page view although pages are cached', async () => {
    const url = `/products/${ids['XC90 Ultimate']}`;
    expect((await page(url)).body).toContain('$68,000');
    const update = await t.app.inject({
      method: 'PUT',
      url: `/api/cars/${ids['XC90 Ultimate']}`,
      headers: authHeader(admin),
      payload: { price: 64_000 },
    });
    expect(update.statusCode, update.body).toBe(200);
    expect((await page(url)).body).toContain('$64,000');
    expect((await page('/all-product')).body).toContain('64,000৳');
  });

  it('drops at a checkout the pages that show the bought car, and keeps the others', async () => {
    const [bought, other] = [ids['XC90 Ultimate']!, ids['Taycan Turbo']!];
    const modelOf = async (id: string) =>
      (await t.db.select({ model: cars.model }).from(cars).where(eq(cars.id, id)))[0]?.model ?? '';
    const models = { [bought]: await modelOf(bought), [other]: await modelOf(other) };
    for (const url of [`/products/${bought}`, `/products/${other}`, '/all-product', '/'])
      expect((await page(url)).statusCode).toBe(200);
    // Behind the app's back: a page shows these names only if it is rendered again.
    await t.db.update(cars).set({ model: 'Bought Model' }).where(eq(cars.id, bought));
    await t.db.update(cars).set({ model: 'Kept Model' }).where(eq(cars.id, other));
    const buyer = await createBuyer(t.app, t.db);
    const order = await postOrder(t.app, buyer.session, checkoutBody([{ car: bought, quentity: 1 }]));
    expect(order.statusCode, order.body).toBe(201);
    for (const url of [`/products/${bought}`, '/all-product', '/'])
      expect((await page(url)).body, url).toContain('Bought Model');
    expect((await page(`/products/${other}`)).body).not.toContain('Kept Model');
    for (const [id, model] of Object.entries(models))
      await t.db.update(cars).set({ model }).where(eq(cars.id, id));
    await t.app.carChanges.publish({ kind: 'car', ids: [bought, other] });
  });
});

describe('sitemap and robots.txt', () => {
  const sitemapLocs = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    return [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  };

  it('lists every public page and every car, and follows car writes', async () => {
    await expect.poll(sitemapLocs).toContain(`${ORIGIN}/products/${ids['XC90 Ultimate']}`);
    const locs = await sitemapLocs();
    for (const pathname of ['/', '/all-product', '/about', '/contact', '/blog', '/faq'])
      expect(locs).toContain(`${ORIGIN}${pathname}`);
    for (const id of Object.values(ids)) expect(locs).toContain(`${ORIGIN}/products/${id}`);

    const created = await postCar(t.app, admin, {
      brand: 'Kia',
      model: 'EV9',
      year: 2025,
      price: 59_000,
      category: 'SUV',
      description: 'A seven-seat electric SUV.',
      quantity: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const newId = created.json().data._id as string;
    // The next request already has it: it waits for the build that follows the write (issue 19).
    expect(await sitemapLocs()).toContain(`${ORIGIN}/products/${newId}`);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cars/${newId}`,
      headers: authHeader(admin),
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await sitemapLocs()).not.toContain(`${ORIGIN}/products/${newId}`);
  });

  it('robots.txt points at the sitemap', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(response.body).toContain('Disallow: /dashboard');
  });
});

describe('SHOP_CURRENCY', () => {
  let euro: Awaited<ReturnType<typeof createTestApp>>;
  let carId = '';
  beforeAll(async () => {
    euro = await createTestApp({ webDistDir, publicUrl: ORIGIN, shopCurrency: 'EUR' });
    const [car] = await addCars(euro.db, [
      createCar({ brand: 'Volvo', model: 'EX30 Euro', category: 'SUV', price: 41_500, quantity: 3 }),
    ]);
    carId = car?._id ?? '';
  });
  afterAll(() => euro?.close());

  const html = async (url: string) =>
    (await euro.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it('shows every price of every surface in the one currency, rendered on the server', async () => {
    const catalogue = await html('/all-product');
    expect(catalogue).toContain('<meta name="shop-currency" content="EUR">');
    expect(rootHtml(catalogue)).toContain('€41,500');
    expect(rootHtml(catalogue)).not.toContain('৳');
    const detail = await html(`/products/${carId}`);
    expect(rootHtml(detail)).toContain('€41,500');
    expect(jsonLd(detail).offers).toMatchObject({ price: 41_500, priceCurrency: 'EUR' });
  });

  it('tells the browser on the pages it renders itself too (the dashboard)', async () => {
    expect(await html('/dashboard')).toContain('<meta name="shop-currency" content="EUR">');
  });

  it('leaves the specification surfaces as they are when unset', async () => {
    const catalogue = (await page('/all-product')).body;
    expect(catalogue).not.toContain('shop-currency');
    expect(rootHtml(catalogue)).toMatch(/\d[\d,]*৳/); // the catalogue's prices, in taka after the amount
    expect(rootHtml(catalogue)).not.toContain('€');
  });
});

describe('FINANCE_APR', () => {
  let shop: Awaited<ReturnType<typeof createTestApp>>;
  let carId = '';
  beforeAll(async () => {
    shop = await createTestApp({ webDistDir, publicUrl: ORIGIN, financeApr: 4.5 });
    const [car] = await addCars(shop.db, [
      createCar({ brand: 'Skoda', model: 'Enyaq Finance', category: 'SUV', price: 25_000, quantity: 2 }),
    ]);
    carId = car?._id ?? '';
  });
  afterAll(() => shop?.close());

  const html = async (url: string) =>
    (await shop.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } })).body;

  it("renders the car page's finance calculator from the shop's rate, and tells the browser the same", async () => {
    const detail = await html(`/products/${carId}`);
    expect(detail).toContain('<meta name="finance-apr" content="4.5">');
    const root = rootHtml(detail);
    expect(root).toMatch(/id="finance-apr"[^>]*value="4.5"/);
    // 22,500 (10 % down) at 4.5 % over 60 months: 419.4679 a month, 25,168.08 repaid (worked out apart).
    for (const figure of ['$419.47', '$27,668.08', '$2,668.08']) expect(root).toContain(figure);
  });

  it('tells the browser on the pages it renders itself too (the dashboard), and 6.9 % unless set', async () => {
    expect(await html('/dashboard')).toContain('<meta name="finance-apr" content="4.5">');
    expect((await page('/all-product')).body).toContain('<meta name="finance-apr" content="6.9">');
  });
});
