import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { makePrivateDir } from '../lib/private-files.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app and the uploaded images from the API's own origin.
 * - /assets/* carry a content hash in their names, so browsers may keep them for a year;
 *   index.html names the current ones, so it is revalidated on every visit.
 * - A client route (/all-product, /dashboard/cars...) opened directly gets index.html, but only for
 *   GET requests that accept HTML outside /api: an unknown API path or a missing image stays a JSON 404.
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
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      if (filePath.startsWith(assetsDir)) reply.header('cache-control', IMMUTABLE);
      else if (filePath.endsWith('.html')) reply.header('cache-control', 'no-cache');
      else reply.header('cache-control', 'public, max-age=3600');
    },
  });

  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const acceptsHtml = request.headers.accept?.includes('text/html') ?? false;
    if (pathname === '/api' || pathname.startsWith('/api/') || !acceptsHtml) return reply.callNotFound();
    return reply.sendFile('index.html');
  });
}

export default fp(webPlugin, { name: 'web' });
