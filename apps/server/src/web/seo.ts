import { MAX_PAGE_SIZE } from '@carshop/contract/constants';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createTtlCache } from '../lib/ttl-cache.ts';

/** What the sitemap reads of the web app's page registry (apps/web/src/entry-server.tsx). */
export type PageRegistry = {
  isServerRendered: (pathname: string) => boolean;
  sitemapPaths: readonly string[];
  carPath: (id: string) => string;
};

/** A sitemap is regenerated at most this often even without car writes (other servers may write). */
const SITEMAP_TTL_MS = 60_000;

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

type CarEntry = { _id: string; updatedAt: string };

/**
 * `/sitemap.xml` (every public page and every car, with its last change) and `/robots.txt` (which points at
 * it and keeps crawlers out of the dashboard). Absolute URLs from PUBLIC_URL, else the request's origin. The
 * sitemap is kept per origin and dropped on every "catalogue changed" event (`app.catalogueChanged`).
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  originOf: (request: FastifyRequest) => string,
  pages: PageRegistry,
) {
  const sitemaps = createTtlCache<string>({ ttlMs: SITEMAP_TTL_MS, maxEntries: 8 });
  app.catalogueChanged.subscribe(() => sitemaps.invalidate());

  // Every car, through the public API (the same answer a visitor's browser gets), a page at a time.
  async function allCars(): Promise<CarEntry[]> {
    const cars: CarEntry[] = [];
    for (let page = 1; ; page++) {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/cars?sort=createdAt&page=${page}&limit=${MAX_PAGE_SIZE}`,
      });
      if (answer.statusCode !== 200) throw new Error(`listing cars for the sitemap: ${answer.statusCode}`);
      const body = answer.json() as { data: CarEntry[]; meta: { totalPage: number } };
      cars.push(...body.data);
      if (page >= body.meta.totalPage) return cars;
    }
  }

  async function sitemap(origin: string) {
    const cars = await allCars();
    const url = (path: string, lastmod?: string) =>
      `  <url><loc>${escapeXml(origin + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...pages.sitemapPaths.map((path) => url(path)),
      ...cars.map((car) => url(pages.carPath(car._id), car.updatedAt)),
      '</urlset>',
      '',
    ].join('\n');
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const body = await sitemaps.get(origin, () => sitemap(origin));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const body = [
      'User-agent: *',
      'Disallow: /dashboard',
      '',
      `Sitemap: ${originOf(request)}/sitemap.xml`,
      '',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body.join('\n'));
  });
}
