import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { cars } from '../db/schema/cars.ts';
import { addCars } from '../modules/cars/catalogue.service.ts';
import { createCar } from '../seed/car-factory.ts';
import { NOT_FOUND_ADDRESS } from './page-renderer.ts';
import { buildSitemap } from './sitemap.ts';

/**
 * The public edge as an attacker meets it (issue 17, ADR 025): a forged Host, a forwarded host from nobody
 * trusted, junk query strings and paths that would each cost a render, q-values, too many renders at once.
 * On the real web build (run `npm run build` first when running this file alone).
 */
const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');
const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
let carId: string;
let otherId: string;

beforeAll(async () => {
  if (!fs.existsSync(path.resolve(webDistDir, '../dist-ssr/entry-server.js')))
    throw new Error('No web build: run `npm run build` first');
  // No PUBLIC_URL: the origin comes from the request, which is what an attacker controls.
  t = await createTestApp({
    webDistDir,
    publicUrl: undefined,
    catalogueCacheMs: 60_000,
    sitemapRefreshMs: 20,
  });
  const [volvo, kia] = await addCars(t.db, [
    createCar({ brand: 'Volvo', model: 'XC90 Ultimate', category: 'SUV', price: 68_000 }),
    createCar({ brand: 'Kia', model: 'EV9 Land', category: 'SUV', price: 59_000 }),
  ]);
  // As a write through the API does: the sitemap is rebuilt.
  await t.app.carChanges.publish({ kind: 'car', ids: [volvo!._id, kia!._id] });
  carId = volvo!._id;
  otherId = kia!._id;
});
afterAll(() => t?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...HTML, ...headers } });

describe('one trusted origin per request', () => {
  it('refuses a Host that is not host[:port] (400), and the car page stays the car page', async () => {
    // The poisoning of issue 17: `/<id>` under `Host: <host>/products` once landed on the key of `/products/<id>`.
    for (const host of ['localhost:3000/products', 'localhost/products', 'a b', 'user@localhost', 'x,y']) {
      const forged = await get(`/${carId}`, { host });
      expect(forged.statusCode, host).toBe(400);
      expect(forged.headers['content-type']).toMatch(/json/);
    }
    const real = await get(`/products/${carId}`, { host: 'localhost:3000' });
    expect(real.statusCode).toBe(200);
    expect(real.body).toContain('Volvo XC90 Ultimate');
    expect(real.body).toContain(`<link rel="canonical" href="http://localhost:3000/products/${carId}">`);
  });

  it('names only the request’s own valid host in robots.txt and the sitemap, and lets nobody cache it', async () => {
    const robots = await get('/robots.txt', { host: 'shop.test:8080' });
    expect(robots.body).toContain('Sitemap: http://shop.test:8080/sitemap.xml');
    expect(robots.headers['cache-control']).toBe('no-cache');
    expect((await get('/robots.txt', { host: 'shop.test/evil' })).statusCode).toBe(400);
    expect((await get('/sitemap.xml', { host: 'shop.test/evil' })).statusCode).toBe(400);
    const sitemap = async () => (await get('/sitemap.xml', { host: 'shop.test:8080' })).body;
    await expect.poll(sitemap).toContain(`<loc>http://shop.test:8080/products/${carId}</loc>`);
  });

  it('ignores X-Forwarded-Host and X-Forwarded-Proto from a client no proxy setting trusts', async () => {
    const page = await get(`/products/${carId}`, {
      host: 'localhost:3000',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'https',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('evil.example');
    expect(page.body).toContain('http://localhost:3000/products/');
  });

  it('behind a trusted proxy reads X-Forwarded-Host, validated like Host; PUBLIC_URL wins over both', async () => {
    const proxied = await createTestApp({ webDistDir, publicUrl: undefined, trustProxy: true });
    try {
      const forwarded = await proxied.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'internal:3000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
      });
      expect(forwarded.body).toContain('Sitemap: https://shop.example/sitemap.xml');
      const forged = await proxied.app.inject({
        method: 'GET',
        url: `/products/${carId}`,
        headers: { ...HTML, host: 'internal:3000', 'x-forwarded-host': 'shop.example/products' },
      });
      expect(forged.statusCode).toBe(400);
    } finally {
      await proxied.close();
    }
    const fixed = await createTestApp({ webDistDir, publicUrl: 'https://shop.example', trustProxy: true });
    try {
      const robots = await fixed.app.inject({
        method: 'GET',
        url: '/robots.txt',
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      });
      expect(robots.body).toContain('Sitemap: https://shop.example/sitemap.xml');
      expect(robots.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await fixed.close();
    }
  });
});

describe('the page cache and the renderer', () => {
  it('serves junk query parameters the cached page: only the parameters a page reads make a new page', async () => {
    const home = await get('/', { host: 'localhost' });
    expect(home.body).toContain('EV9 Land');
    const catalogue = await get('/all-product?category=SUV', { host: 'localhost' });
    expect(catalogue.body).toContain('EV9 Land');
    // Changed behind the app's back: a page rendered again would show it, a cached one does not.
    await t.db.update(cars).set({ model: 'EV9 Renamed' }).where(eq(cars.id, otherId));
    for (let i = 0; i < 20; i++) {
      const junk = await get(`/?x=${Math.random()}&utm_source=${i}`, { host: 'localhost' });
      expect(junk.statusCode).toBe(200);
      expect(junk.body).toContain('EV9 Land');
      const filtered = await get(`/all-product?utm=${i}&category=SUV&zz=${Math.random()}`, {
        host: 'localhost',
      });
      expect(filtered.body).toContain('EV9 Land');
    }
    // A parameter the catalogue reads is another page.
    const priced = await get('/all-product?category=SUV&minPrice=1000', { host: 'localhost' });
    expect(priced.body).toContain('EV9 Renamed');
    await t.db.update(cars).set({ model: 'EV9 Land' }).where(eq(cars.id, otherId));
    await t.app.carChanges.publish({ kind: 'car', ids: [otherId] });
  });

  it('renders every unknown path as the one not-found page, kept once', async () => {
    const before = t.app.pageCache?.size ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        get(`/no-such-page-${i}-${Math.random().toString(36).slice(2)}/x`, { host: 'localhost' }),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toContain('<meta name="robots" content="noindex">');
    }
    expect(t.app.pageCache?.size).toBeLessThanOrEqual(before + 1);
    expect(NOT_FOUND_ADDRESS).toBe('/_not-found');
  });

  it('never reads a path such as //host/x as another origin', async () => {
    const answer = await get('//evil.example/products', { host: 'localhost' });
    expect(answer.statusCode).toBe(404);
    expect(answer.body).not.toContain('evil.example');
  });

  it('honours q-values: br;q=0 gets gzip, text/html;q=0 gets no page', async () => {
    const gz = await get('/', { host: 'localhost', 'accept-encoding': 'br;q=0, gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toContain('<div id="root">');
    const preferGzip = await get('/', { host: 'localhost', 'accept-encoding': 'gzip;q=1, br;q=0.5' });
    expect(preferGzip.headers['content-encoding']).toBe('gzip');
    const none = await get('/', { host: 'localhost', 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
    const noHeader = await t.app.inject({ method: 'GET', url: '/', headers: { ...HTML, host: 'localhost' } });
    expect(noHeader.headers['content-encoding']).toBeUndefined();
    const notHtml = await get('/', { host: 'localhost', accept: 'text/html;q=0, application/json' });
    expect(notHtml.statusCode).toBe(404);
    expect(notHtml.headers['content-type']).toMatch(/json/);
  });
});

describe('renders that miss the cache are bounded', () => {
  let busy: TestApp;
  beforeAll(async () => {
    busy = await createTestApp({
      webDistDir,
      catalogueCacheMs: 60_000,
      // Room for a few pages (a catalogue page weighs about 280 KB as counted: three bytes a character), not thirty.
      rendering: { concurrency: 1, maxWaiting: 1, cacheBytes: 1024 * 1024 },
    });
    await addCars(busy.db, [createCar({ brand: 'Volvo', model: 'XC40' })]);
  });
  afterAll(() => busy?.close());

  it('answers 503 with Retry-After and the bare page past the bound, and the API stays up', async () => {
    const answers = await Promise.all(
      ['SUV', 'Sedan', 'Truck', 'Coupe', 'Hatchback', 'Convertible'].map((category) =>
        busy.app.inject({ method: 'GET', url: `/all-product?category=${category}`, headers: HTML }),
      ),
    );
    const refused = answers.filter((answer) => answer.statusCode === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const answer of refused) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(answer.body).toContain('<div id="root"></div>');
    }
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    const health = await busy.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
  });

  it('keeps the page cache within its byte budget whatever addresses arrive', async () => {
    for (let i = 0; i < 30; i++) {
      await busy.app.inject({ method: 'GET', url: `/all-product?searchTerm=q${i}`, headers: HTML });
    }
    expect(busy.app.pageCache?.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(busy.app.pageCache?.size).toBeGreaterThan(0);
  });
});

describe('the sitemap at scale', () => {
  it('is split into a sitemap index and numbered files past the URLs a file may hold', async () => {
    const pages = { sitemapPaths: ['/', '/all-product'], carPath: (id: string) => `/products/${id}` };
    const built = await buildSitemap(t.app, pages, 2);
    expect(built.count).toBe(4); // two pages and two cars
    expect([...built.files.keys()]).toEqual(['sitemap.xml', 'sitemap-1.xml', 'sitemap-2.xml']);
    const index = built.files.get('sitemap.xml') ?? '';
    expect(index).toContain('<sitemapindex');
    expect(index.match(/<sitemap>/g)).toHaveLength(2);
    for (const name of ['sitemap-1.xml', 'sitemap-2.xml'])
      expect(built.files.get(name)?.match(/<url>/g)).toHaveLength(2);
    // Every car once, in id order (the keyset walk).
    const all = [
      ...(built.files.get('sitemap-1.xml') ?? ''),
      ...(built.files.get('sitemap-2.xml') ?? ''),
    ].join('');
    expect(all).toContain(`/products/${carId}`);
    expect(all).toContain(`/products/${otherId}`);
  });

  it('serves numbered files only when there are that many', async () => {
    expect((await get('/sitemap-1.xml', { host: 'localhost' })).statusCode).toBe(404);
    expect((await get('/sitemap-x.xml', { host: 'localhost' })).statusCode).toBe(404);
  });
});
