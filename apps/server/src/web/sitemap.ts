import type { FastifyInstance } from 'fastify';
import { everyCar } from '../modules/cars/catalogue.service.ts';
import { type BuiltFiles, createKeptFiles, ORIGIN } from '../modules/cars/kept-files.service.ts';
import type { PageRegistry } from './server-entry.ts';

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of numbered files. */
const SITEMAP_MAX_URLS = 50_000;
const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

const urlLine = (path: string, lastmod?: Date) =>
  `  <url><loc>${ORIGIN}${escapeXml(path)}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;

const urlset = (lines: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lines,
    '</urlset>',
    '',
  ].join('\n');

const sitemapIndex = (names: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...names.map((name) => `  <sitemap><loc>${ORIGIN}/${name}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');

/**
 * Builds every sitemap file: the public pages, then every car from one keyset walk over ids and last changes
 * (never the catalogue API's pages). Up to 50,000 URLs it is one /sitemap.xml; past that /sitemap.xml is a
 * sitemap index of /sitemap-1.xml, /sitemap-2.xml, ... of 50,000 each.
 */
export async function buildSitemap(
  app: FastifyInstance,
  pages: Pick<PageRegistry, 'sitemapPaths' | 'carPath'>,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<BuiltFiles> {
  const started = performance.now();
  const chunks: string[][] = [[]];
  let urls = 0;
  const add = (line: string) => {
    if ((chunks.at(-1) as string[]).length >= maxUrls) chunks.push([]);
    (chunks.at(-1) as string[]).push(line);
    urls += 1;
  };
  for (const path of pages.sitemapPaths) add(urlLine(path));
  for await (const batch of everyCar(app.db)) {
    for (const car of batch) add(urlLine(pages.carPath(car._id), new Date(car.updatedAt)));
  }
  const files = new Map<string, string>();
  if (chunks.length === 1) files.set('sitemap.xml', urlset(chunks[0] ?? []));
  else {
    const names = chunks.map((_, index) => `sitemap-${index + 1}.xml`);
    files.set('sitemap.xml', sitemapIndex(names));
    for (const [index, chunk] of chunks.entries()) files.set(names[index] as string, urlset(chunk));
  }
  return { files, count: urls, ms: performance.now() - started };
}

/**
 * The sitemap as visitors get it (lib/kept-files.ts): built in the background, never older than the last car
 * change (issue 19). A stock change moves no car in or out of the sitemap, nor its last change (updatedAt): only
 * car changes count.
 */
export function createSitemap(app: FastifyInstance, pages: Pick<PageRegistry, 'sitemapPaths' | 'carPath'>) {
  return createKeptFiles(app, {
    what: 'the sitemap',
    build: () => buildSitemap(app, pages),
    touches: (change) => change.kind !== 'stock',
    withOrigin: (body, origin) => body.replaceAll(ORIGIN, escapeXml(origin)),
    sizeOf: (body) => body.length,
    notReady: 'The sitemap is not ready yet. Try again in a moment.',
  });
}
