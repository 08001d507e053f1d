import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { makePrivateDir } from '../lib/private-files.ts';
import { pageWanted, sendPage } from './negotiation.ts';
import { createPageRenderer, finish } from './page-renderer.ts';
import { registerSeoRoutes } from './seo.ts';
import { loadEntry } from './server-entry.ts';
import { readTemplate } from './template.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

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
async function webHost(app: FastifyInstance) {
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
  const entry = template.hasSlots ? await loadEntry(app, webDistDir) : null;
  if (!entry) app.log.warn('No server bundle (dist-ssr): pages are rendered in the browser only.');
  const bare = await finish(200, template.fill(null));

  const originOf = (request: FastifyRequest) =>
    app.config.publicUrl ?? `${request.protocol}://${request.host}`;
  if (entry) registerSeoRoutes(app, originOf, entry.pageRegistry);
  const renderPage = entry ? createPageRenderer(app, entry, template) : null;

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wanted = pageWanted(pathname, request.headers.accept);
    const rendered = entry?.pageRegistry.isServerRendered(pathname) ?? false;
    if (!wanted || (wanted === 'rendered' && !rendered)) return reply.callNotFound();
    if (!renderPage || !rendered) return sendPage(request, reply, bare);
    try {
      return sendPage(request, reply, await renderPage(request.url, originOf(request)));
    } catch (error) {
      // The browser can still render the page itself.
      request.log.error({ err: error }, 'server rendering failed');
      return sendPage(request, reply, bare);
    }
  });
}

export default fp(webHost, { name: 'web' });
