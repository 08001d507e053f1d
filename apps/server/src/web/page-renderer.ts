import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTtlCache } from '../lib/ttl-cache.ts';
import type { ServerEntry } from './server-entry.ts';
import type { readTemplate } from './template.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A finished page as it is kept: the document and its compressed forms, made once per cache entry. */
export type Document = { status: number; html: string; br: Buffer; gzip: Buffer };

export async function finish(status: number, html: string): Promise<Document> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(html, { level: 9 }),
  ]);
  return { status, html, br, gzip: gz };
}

class UncachedPage extends Error {
  readonly page: Document;
  constructor(page: Document) {
    super(`rendered with status ${page.status}`);
    this.page = page;
  }
}

/**
 * Renders public pages with the server bundle and keeps each finished page per URL for CATALOGUE_CACHE_MS,
 * dropped on every "catalogue changed" event. A page rendered around a failed request (a 5xx) is sent once and
 * never kept; a render that throws answers null (the browser can still render the page itself).
 */
export function createPageRenderer(
  app: FastifyInstance,
  entry: ServerEntry,
  template: ReturnType<typeof readTemplate>,
) {
  // The page's API requests are answered by this same app, in process: the same validation, serialization
  // and catalogue cache as the browser's requests, so the state the browser hydrates is what it would fetch.
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

  const pages = createTtlCache<Document>({ ttlMs: app.config.catalogueCacheMs, maxEntries: 500 });
  // Any car write (stock after an order, a new price, a deleted car) may change any page.
  app.catalogueChanged.subscribe(() => pages.invalidate());

  return async function renderPage(url: string, origin: string): Promise<Document> {
    try {
      return await pages.get(`${origin}${url}`, async () => {
        const rendered = await entry.render({ url, origin, serverFetch });
        const document = await finish(rendered.status, template.fill(rendered));
        if (rendered.status >= 500) throw new UncachedPage(document);
        return document;
      });
    } catch (error) {
      if (error instanceof UncachedPage) return error.page;
      throw error;
    }
  };
}
