import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { makePrivateDir } from '../lib/private-files.ts';
import { createTtlCache } from '../lib/ttl-cache.ts';
import { registerSeoRoutes } from './seo.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** A finished page as it is kept: the document and its compressed forms, made once per cache entry. */
type Document = { status: number; html: string; br: Buffer; gzip: Buffer };

async function finish(status: number, html: string): Promise<Document> {
  const [br, gz] = await Promise.all([
    brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip(html, { level: 9 }),
  ]);
  return { status, html, br, gzip: gz };
}

/** What the web app's server bundle (apps/web/src/entry-server.tsx, built into dist-ssr) exports. */
type RenderedPage = { status: number; head: string; html: string; state: string };
type ServerEntry = {
  render: (options: {
    url: string;
    origin: string;
    serverFetch: { baseUrl: string; fetchFn: typeof fetch };
  }) => Promise<RenderedPage>;
};

/** The pages rendered on the server: every public page. The dashboard is rendered in the browser. */
const isServerRendered = (pathname: string) =>
  pathname !== '/dashboard' && !pathname.startsWith('/dashboard/');

/** The built index.html, cut where a rendered page goes, with its (small) stylesheet inlined. */
function readTemplate(webDistDir: string) {
  let template = fs.readFileSync(path.join(webDistDir, 'index.html'), 'utf8');
  // One request fewer before the first paint: the stylesheet arrives with the page.
  template = template.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file: string) => {
      const cssPath = path.join(webDistDir, file);
      return fs.existsSync(cssPath) ? `<style>${fs.readFileSync(cssPath, 'utf8')}</style>` : tag;
    },
  );
  const head = /<!--app-head-->[\s\S]*?<!--\/app-head-->/;
  const fill = (page: RenderedPage | null) => {
    // The bare page (the dashboard, or no server bundle): the browser renders everything.
    if (!page) return template.replace('<!--app-html-->', '').replace('<!--app-state-->', '');
    return template
      .replace(head, () => page.head)
      .replace('<!--app-html-->', () => page.html)
      .replace(
        '<!--app-state-->',
        () => `<script type="application/json" id="server-state">${page.state}</script>`,
      );
  };
  return { fill, hasSlots: template.includes('<!--app-html-->') };
}

class UncachedPage extends Error {
  readonly page: Document;
  constructor(page: Document) {
    super(`rendered with status ${page.status}`);
    this.page = page;
  }
}

async function loadEntry(app: FastifyInstance, file: string): Promise<ServerEntry | null> {
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (error) {
    app.log.error({ err: error }, 'the server bundle failed to load');
    return null;
  }
}

/**
 * What a GET outside /api, /assets and /uploads (and naming no file) may get: a browser says `text/html` and
 * gets any page; link-preview and search crawlers often accept any type or send no Accept at all, and get the
 * server-rendered public pages (with their Open Graph tags). A client asking only for JSON or an image, or any
 * other path, gets the JSON 404.
 */
function pageWanted(pathname: string, accept: string | undefined): 'any' | 'rendered' | false {
  if (pathname === '/api' || /^\/(api|assets|uploads)\//.test(pathname)) return false;
  if ((pathname.split('/').pop() ?? '').includes('.')) return false;
  if (accept?.includes('text/html')) return 'any';
  return accept === undefined || accept.includes('*/*') ? 'rendered' : false;
}

/**
 * Serves the web app and the uploaded images from the API's own origin.
 * - /assets/* carry a content hash in their names, so browsers may keep them for a year;
 *   pages name the current ones, so they are revalidated on every visit.
 * - Public pages (home, catalogue, car detail, info pages, login, register, not found) are rendered here by
 *   the web app's server bundle, with their data, then hydrate in the browser (ADR 010). A rendered page is
 *   kept per URL for CATALOGUE_CACHE_MS and dropped on every car write. Dashboard pages get the bare
 *   index.html, rendered in the browser. Without a server bundle every page gets the bare index.html.
 * - Only GET requests for a page (outside /api, /assets and /uploads, no file extension) get one: any page
 *   for a client that takes HTML, the server-rendered public pages also for one that takes any type (as
 *   crawlers ask). An unknown API path, a missing file or a JSON-only request stays a JSON 404.
 */
async function webPlugin(app: FastifyInstance) {
  const { webDistDir, uploadDir } = app.config;

  makePrivateDir(uploadDir);
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Upload and demo image names are unique per content, so a name never points at other bytes.
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn(`The web app is not built (no index.html in ${webDistDir}): serving the API only.`);
    return;
  }
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  await app.register(fastifyStatic, {
    root: webDistDir,
    // The built files are listed once at start-up; unknown paths fall through to the route below.
    wildcard: false,
    // `/` is a page like the others (the route below), not the bare index.html.
    index: false,
    // The build writes .br and .gz beside scripts and styles: sent in their place to browsers that take them.
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
      else if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  const template = readTemplate(webDistDir);
  const entryFile = path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
  const entry = template.hasSlots && fs.existsSync(entryFile) ? await loadEntry(app, entryFile) : null;
  if (!entry) app.log.warn(`No server bundle (${entryFile}): pages are rendered in the browser only.`);

  const originOf = (request: FastifyRequest) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  registerSeoRoutes(app, originOf);

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
  app.catalogueCache.onInvalidate(() => pages.invalidate());
  const bare = await finish(200, template.fill(null));

  // Pages are compressed once, when rendered, not per request (the compression plugin leaves them alone).
  const sendPage = (request: FastifyRequest, reply: FastifyReply, page: Document) => {
    const accepted = request.headers['accept-encoding'] ?? '';
    const [encoding, body] = /\bbr\b/.test(accepted)
      ? ['br', page.br]
      : /\bgzip\b/.test(accepted)
        ? ['gzip', page.gzip]
        : [null, page.html];
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .send(body);
  };

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wanted = pageWanted(pathname, request.headers.accept);
    const rendered = Boolean(entry) && isServerRendered(pathname);
    if (!wanted || (wanted === 'rendered' && !rendered)) return reply.callNotFound();
    if (!entry || !rendered) return sendPage(request, reply, bare);
    const origin = originOf(request);
    try {
      const page = await pages.get(`${origin}${request.url}`, async () => {
        const rendered = await entry.render({ url: request.url, origin, serverFetch });
        const document = await finish(rendered.status, template.fill(rendered));
        // A page rendered around a failed request (its error panel) is sent once, never kept.
        if (rendered.status >= 500) throw new UncachedPage(document);
        return document;
      });
      return sendPage(request, reply, page);
    } catch (error) {
      if (error instanceof UncachedPage) return sendPage(request, reply, error.page);
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server rendering failed');
      return sendPage(request, reply, bare);
    }
  });
}

export default fp(webPlugin, { name: 'web' });
