import fs from 'node:fs';
import path from 'node:path';
import fastifyAccepts from '@fastify/accepts';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error.ts';
import { trustedOrigin } from '../lib/trusted-origin.ts';
import { registerWithPolicy } from '../plugins/auth.ts';
import { finish, pageWanted, sendPage } from './negotiation.ts';
import { createPageRenderer } from './page-renderer.ts';
import { registerSeoRoutes } from './seo.ts';
import { loadEntry } from './server-entry.ts';
import { readTemplate } from './template.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the web app from the API's own origin (the pictures under /uploads/: modules/uploads/serve-routes.ts).
 * - /assets/* carry a content hash in their names, so browsers may keep them for a year;
 *   pages name the current ones, so they are revalidated on every visit.
 * - Public pages (home, catalogue, car detail, info pages, login, register, not found) are rendered here by
 *   the web app's server bundle, with their data, then hydrate in the browser (ADR 010). A rendered page is
 *   kept per trusted origin and page address for CATALOGUE_CACHE_MS and dropped by the car changes that touch
 *   what it shows (docs/caching.md); renders are bounded (web/page-renderer.ts, ADR 025). Dashboard pages get
 *   the bare index.html, rendered in the browser. Without a server bundle every page gets the bare index.html.
 * - The origin in links, robots.txt and the sitemap is PUBLIC_URL, or a validated Host (lib/trusted-origin.ts):
 *   a request naming no valid host gets 400 and is never rendered.
 * - Only GET requests for a page (outside /api, /assets and /uploads, no file extension) get one: any page
 *   for a client that takes HTML, the server-rendered public pages also for one that takes any type (as
 *   crawlers ask). An unknown API path, a missing file or a JSON-only request stays a JSON 404.
 */
async function webHost(app: FastifyInstance) {
  const { webDistDir } = app.config;

  await app.register(fastifyAccepts);
  if (!fs.existsSync(path.join(webDistDir, 'index.html'))) {
    app.log.warn(`The web app is not built (no index.html in ${webDistDir}): serving the API only.`);
    return;
  }
  const assetsDir = path.join(webDistDir, 'assets') + path.sep;
  await registerWithPolicy(app, 'readPages', fastifyStatic, {
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

  const template = readTemplate(webDistDir, {
    currency: app.config.shopCurrency,
    financeApr: app.config.financeApr,
    units: app.config.shopUnits,
    dealer: app.config.dealer,
  });
  const entry = template.hasSlots ? await loadEntry(app, webDistDir) : null;
  if (!entry) app.log.warn('No server bundle (dist-ssr): pages are rendered in the browser only.');
  const bare = finish(200, template.fill(null));
  // The same document (and compressed forms) with 503: for when renders are over their bound.
  const unavailable = { ...bare, status: 503 };

  if (entry) registerSeoRoutes(app, entry.pageRegistry);
  const renderer = entry ? createPageRenderer(app, entry, template) : null;
  if (renderer) app.decorate('pageCache', { getter: () => renderer.cache });

  app.get('/*', { config: { policy: 'readPages' }, schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wanted = pageWanted(request, pathname);
    const rendered = entry?.pageRegistry.isServerRendered(pathname) ?? false;
    if (!wanted || (wanted === 'rendered' && !rendered)) return reply.callNotFound();
    if (!renderer || !rendered) return sendPage(request, reply, bare);
    const origin = trustedOrigin(request, app.config.publicUrl);
    try {
      return await sendPage(request, reply, await renderer.renderPage(request.url, origin));
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 503) {
        // Too many renders at once: the bare page (the browser renders it itself) with 503, and when to retry.
        reply.header('retry-after', error.headers?.['Retry-After'] ?? '1');
        return sendPage(request, reply, unavailable);
      }
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server rendering failed');
      return sendPage(request, reply, bare);
    }
  });
}

export default fp(webHost, { name: 'web' });
