import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app.ts';
import { addCars } from '../modules/cars/catalogue.service.ts';
import { createCar } from '../seed/car-factory.ts';

/**
 * Issue 28: addresses that cost the server more than the client. `/compare?ids=.` rendered the whole catalogue
 * (1,000 cars, 570 KB at 100,000 cars): the page asked for `/api/cars/.`, which a URL reads as `/api/cars/`.
 * Needs the web build (`npm run build`), as ssr.api.test.ts.
 */
const webDistDir = path.resolve(import.meta.dirname, '../../../web/dist');
const ssrEntry = path.resolve(webDistDir, '../dist-ssr/entry-server.js');

let t: Awaited<ReturnType<typeof createTestApp>>;
let carId: string;
/** API requests the app answered, in process (the renders') or not. */
const apiRequests: string[] = [];

beforeAll(async () => {
  if (!fs.existsSync(ssrEntry)) throw new Error(`No web build at ${ssrEntry}: run \`npm run build\` first`);
  t = await createTestApp({ webDistDir, catalogueCacheMs: 60_000 });
  const created = await addCars(
    t.db,
    Array.from({ length: 40 }, (_, i) => createCar({ brand: 'Saab', model: `Model ${i}`, quantity: 1 })),
  );
  carId = created[0]!._id;
  // The renders ask the API through the app's own inject (page-renderer.ts): each of their requests is seen here.
  const inject = t.app.inject.bind(t.app);
  t.app.inject = ((options: { url?: string }) => {
    if (options.url?.startsWith('/api/')) apiRequests.push(options.url);
    return inject(options as never);
  }) as typeof t.app.inject;
});
afterAll(() => t?.close());

const page = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

describe('compare and car pages with ids that are path syntax', () => {
  it.each(['.', '..', '%2e', '%2E%2e', '.%2e', '.,..', '%2e,%2e%2e', ' . ', './', '../..', '%2F'])(
    '/compare?ids=%s lists no car of the catalogue and asks the API nothing',
    async (ids) => {
      const empty = (await page('/compare')).body.length;
      apiRequests.length = 0;
      const response = await page(`/compare?ids=${ids}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).not.toContain('Saab');
      expect(response.body.length).toBeLessThan(empty + 2_000);
      expect(response.body).toContain('not found');
      expect(apiRequests).toEqual([]);
    },
  );

  it('still compares a real car next to a malformed id', async () => {
    apiRequests.length = 0;
    const response = await page(`/compare?ids=${carId},.`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Saab Model 0');
    expect(response.body).not.toContain('Saab Model 1<');
    expect(apiRequests).toEqual([`/api/cars/${carId}`]);
  });

  it('renders one copy of a comparison whatever the spelling of its ids (the cache key is the cleaned ids)', async () => {
    apiRequests.length = 0;
    const spellings = [`?ids=${carId.toUpperCase()}`, `?ids=${carId},,${carId}`, `?ids=%20${carId}%20`];
    const bodies = await Promise.all(spellings.map((query) => page(`/compare${query}`)));
    for (const answer of bodies) expect(answer.body).toContain('Saab Model 0');
    // One render (its one API request) at most, for three addresses of the same comparison.
    expect(apiRequests.length).toBeLessThanOrEqual(1);
  });

  // (`/products/%2e%2e` is `/`, the home page, to every URL parser: a browser never sends it as a car's page.)
  it.each(['/products/%2e', '/products/%2E', '/products/%20', '/products/a%2Fb'])(
    '%s is a small "Car not found" (404), never the list',
    async (url) => {
      apiRequests.length = 0;
      const response = await page(url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Saab');
      expect(apiRequests.filter((request) => !request.startsWith('/api/cars/'))).toEqual([]);
    },
  );
});
