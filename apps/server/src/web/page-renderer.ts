import { setImmediate } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { createWorkQueue } from '../lib/work-queue.ts';
import { type Shown, touches } from '../modules/cars/car-changes.service.ts';
import { type Document, documentBytes, finish } from './negotiation.ts';
import type { PageRegistry, ServerEntry } from './server-entry.ts';
import type { readTemplate } from './template.ts';

/** Where every address that names no page is rendered: the one not-found page, rendered and kept once. */
export const NOT_FOUND_ADDRESS = '/_not-found';

/**
 * The address a page is rendered and kept under: its path and only the query parameters it reads (the route
 * registry declares them: the catalogue's filters, sort and page, the compared cars' ids; none elsewhere), in the
 * order declared and cleaned as the page says (the compared ids trimmed, lower-cased, without repeats). So
 * `/?utm=1` and `/?x=<random>` are the home page, and a path no page has is the one not-found page. The raw URL
 * is read below a fixed base, so a path such as `//host/x` cannot become another origin.
 */
function pageAddress(rawUrl: string, pages: Pick<PageRegistry, 'isKnownPage' | 'pageQuery'>) {
  const url = new URL(`http://page.internal${rawUrl.startsWith('/') ? '' : '/'}${rawUrl}`);
  if (!pages.isKnownPage(url.pathname)) return NOT_FOUND_ADDRESS;
  const query = pages.pageQuery(url.pathname, url.searchParams);
  return query ? `${url.pathname}?${query}` : url.pathname;
}

class UncachedPage extends Error {
  readonly page: Document;
  constructor(page: Document) {
    super(`rendered with status ${page.status}`);
    this.page = page;
  }
}

/** A kept page, and what the car answers its render read showed (what a car change drops it by). */
type Kept = { page: Document; shown: Shown };

/**
 * Renders public pages with the server bundle and keeps each finished page per trusted origin and page address
 * (above) for CATALOGUE_CACHE_MS, dropped by a car change that touches what it shows (docs/caching.md): the cars
 * of the answers its render read, and how they were picked. The cache is bounded in bytes
 * (PAGE_CACHE_MB); renders that miss it run RENDER_CONCURRENCY at a time with RENDER_QUEUE waiting, and past
 * that the request is refused with 503 and Retry-After (the HttpError of lib/work-queue.ts), so a flood of
 * uncached addresses costs a bounded amount of CPU and memory. A page rendered around a failed request (a 5xx)
 * is sent once and never kept.
 */
export function createPageRenderer(
  app: FastifyInstance,
  entry: ServerEntry,
  template: ReturnType<typeof readTemplate>,
) {
  // The page's API requests are answered by this same app, in process: the same validation, serialization
  // and answer cache as the browser's requests, so the state the browser hydrates is what it would fetch.
  const serverFetch = {
    baseUrl: 'http://server.internal/api',
    fetchFn: (async (input: Request | string | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      const answer = await app.inject({
        method: request.method as 'GET',
        url: url.pathname + url.search,
        headers: { accept: 'application/json' },
      });
      return new Response(answer.body, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    }) as typeof fetch,
  };

  const { rendering } = app.config;
  const pages = createTtlCache<Kept>({
    ttlMs: app.config.catalogueCacheMs,
    maxEntries: 2000,
    maxBytes: rendering.cacheBytes,
    sizeOf: (kept) => documentBytes(kept.page),
  });
  // A page that showed no car (About, FAQ) stays; one that showed a bought car, or listed cars, may go.
  app.carChanges.subscribe((change) => {
    const touched = touches(change);
    pages.dropWhere((kept) => touched(kept.shown));
  });
  const renders = createWorkQueue(rendering);

  const render = (address: string, origin: string) =>
    renders.run(async () => {
      // A render is CPU work that barely yields (with the embedded database not even for its queries): each one
      // waits for the event loop's next turn first, so the requests that arrived meanwhile (a health check, an
      // API call, more pages to refuse) are answered between renders rather than after a whole burst of them.
      await setImmediate();
      const { value: rendered, shown } = await app.catalogue.record(() =>
        entry.render({
          url: address,
          origin,
          serverFetch,
          currency: app.config.shopCurrency,
          financeApr: app.config.financeApr,
          units: app.config.shopUnits,
          dealer: app.config.dealer,
        }),
      );
      const page = finish(rendered.status, template.fill(rendered));
      if (rendered.status >= 500) throw new UncachedPage(page);
      return { page, shown };
    });

  return {
    /** Renders the page at the request's URL (or answers it from the cache). */
    async renderPage(rawUrl: string, origin: string): Promise<Document> {
      const address = pageAddress(rawUrl, entry.pageRegistry);
      try {
        // A newline never appears in an origin or a path: the two parts of the key cannot run together.
        return (await pages.get(`${origin}\n${address}`, () => render(address, origin))).page;
      } catch (error) {
        if (error instanceof UncachedPage) return error.page;
        throw error;
      }
    },
    get cache() {
      return { size: pages.size, bytes: pages.bytes };
    },
  };
}
