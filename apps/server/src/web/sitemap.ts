import type { FastifyInstance } from 'fastify';
import { scheduleHousekeeping } from '../lib/housekeeping.ts';
import { HttpError } from '../lib/http-error.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { carStamps } from '../modules/cars/catalogue.service.ts';
import type { PageRegistry } from './server-entry.ts';

/** The sitemap protocol's limit of URLs per file; past it, /sitemap.xml is an index of numbered files. */
const SITEMAP_MAX_URLS = 50_000;
/** Rebuilt this often even without a write here: other app servers write too. */
const SITEMAP_PERIOD_MS = 10 * 60_000;

const RETRY = { 'Retry-After': '5' };

/** Stands for the origin in the files as built; replaced by the request's trusted origin when sent. */
const ORIGIN = '\u0000';

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

/** File name (`sitemap.xml`, `sitemap-1.xml`, ...) to its XML, with the origin still a placeholder. */
type Built = { files: Map<string, string>; urls: number; builtAt: Date; ms: number };

/**
 * Builds every sitemap file: the public pages, then every car from one keyset walk over ids and last changes
 * (never the catalogue API's pages). Up to 50,000 URLs it is one /sitemap.xml; past that /sitemap.xml is a
 * sitemap index of /sitemap-1.xml, /sitemap-2.xml, ... of 50,000 each.
 */
export async function buildSitemap(
  app: FastifyInstance,
  pages: Pick<PageRegistry, 'sitemapPaths' | 'carPath'>,
  maxUrls = SITEMAP_MAX_URLS,
): Promise<Built> {
  const started = performance.now();
  const chunks: string[][] = [[]];
  let urls = 0;
  const add = (line: string) => {
    if ((chunks.at(-1) as string[]).length >= maxUrls) chunks.push([]);
    (chunks.at(-1) as string[]).push(line);
    urls += 1;
  };
  for (const path of pages.sitemapPaths) add(urlLine(path));
  for await (const batch of carStamps(app.db)) {
    for (const car of batch) add(urlLine(pages.carPath(car.id), car.updatedAt));
  }
  const files = new Map<string, string>();
  if (chunks.length === 1) files.set('sitemap.xml', urlset(chunks[0] ?? []));
  else {
    const names = chunks.map((_, index) => `sitemap-${index + 1}.xml`);
    files.set('sitemap.xml', sitemapIndex(names));
    for (const [index, chunk] of chunks.entries()) files.set(names[index] as string, urlset(chunk));
  }
  return { files, urls, builtAt: new Date(), ms: performance.now() - started };
}

/**
 * The sitemap as visitors get it: built in the background (when the app is ready, `sitemapRefreshMs` after a car
 * was added, changed or deleted on this server or another, and every ten minutes). A request never serves a
 * sitemap older than the last such change (issue 19): it waits for the build that follows the signal, shared with every
 * other request (one build at a time, however many ask). Each file is kept per trusted origin once the
 * placeholder is replaced.
 */
export function createSitemap(app: FastifyInstance, pages: Pick<PageRegistry, 'sitemapPaths' | 'carPath'>) {
  let latest: Built | undefined;
  let building: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  /** Counts the signals; `latest` reflects every signal up to `builtAfter`. */
  let signals = 0;
  let builtAfter = 0;
  const perOrigin = createTtlCache<string>({
    ttlMs: SITEMAP_PERIOD_MS,
    maxEntries: 16,
    maxBytes: 64 * 1024 * 1024,
    sizeOf: (body) => body.length,
  });

  /** Builds now, or once more after the build in flight (a write during a build is not missed). */
  const refresh = (): Promise<void> => {
    if (building) {
      again = true;
      return building;
    }
    const upTo = signals;
    building = buildSitemap(app, pages)
      .then((built) => {
        latest = built;
        builtAfter = upTo;
        perOrigin.invalidate();
        app.log.debug({ urls: built.urls, ms: Math.round(built.ms) }, 'sitemap built');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'building the sitemap failed'))
      .finally(() => {
        building = undefined;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return building;
  };

  scheduleHousekeeping(app, { what: 'building the sitemap', everyMs: SITEMAP_PERIOD_MS, run: refresh });
  // A stock change moves no car in or out of the sitemap, nor its last change (updatedAt): only car changes count.
  app.carChanges.subscribe((change) => {
    if (change.kind === 'stock') return;
    signals += 1;
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void refresh();
    }, app.config.sitemapRefreshMs).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));

  return {
    /** The file's XML for `origin`, or undefined for a file there is not. */
    async file(name: string, origin: string): Promise<string | undefined> {
      if (!latest) await (building ?? refresh());
      // Car data changed since the last build: the build that follows (a few writes in a row share it; under a
      // stream of writes, three rounds at most, then the newest built).
      for (let round = 0; round < 3 && latest && builtAfter < signals; round++) await (building ?? refresh());
      if (!latest) throw new HttpError(503, 'The sitemap is not ready yet. Try again in a moment.', RETRY);
      const body = latest.files.get(name);
      if (body === undefined) return undefined;
      return perOrigin.get(`${origin}\n${name}`, async () => body.replaceAll(ORIGIN, escapeXml(origin)));
    },
    refresh,
  };
}
