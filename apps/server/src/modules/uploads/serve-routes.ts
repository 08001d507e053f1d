import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { makePrivateDir } from '../../lib/private-files.ts';
import { registerWithPolicy } from '../../plugins/auth.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * GET /uploads/<key>: the pictures, from whichever store holds them (ADR 013, ADR 028). A key names one set of
 * bytes for ever (names are random, or hashes of the drawing), so browsers and CDNs keep a picture for a year and
 * a picture's ETag is its key. A storefront on another origin (CORS_ORIGINS) shows the pictures in its own
 * pages: then they may be embedded cross-origin.
 */
async function pictureRoutes(app: FastifyInstance) {
  const store = app.pictureStore;
  const crossOrigin = app.config.corsOrigins.length > 0;

  if (store.kind === 'files') {
    // Files: streamed from UPLOAD_DIR by @fastify/static (ranges, Last-Modified, ETag).
    makePrivateDir(app.config.uploadDir);
    await registerWithPolicy(app, 'readPictures', fastifyStatic, {
      root: app.config.uploadDir,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', IMMUTABLE);
        if (crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
      },
    });
    return;
  }

  app.get<{ Params: { '*': string } }>(
    '/uploads/*',
    { config: { policy: 'readPictures' }, schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const etag = `"${key}"`;
      // Headers for a year only on an answer that has the picture: never on a 404 or on a 503 while the store
      // (the database, the bucket) is away.
      const keep = () => {
        reply.header('cache-control', IMMUTABLE).header('etag', etag);
        if (crossOrigin) reply.header('cross-origin-resource-policy', 'cross-origin');
        return reply;
      };
      // The bytes behind a key never change: a browser that has them needs no read of the store.
      if (request.headers['if-none-match'] === etag && (await store.exists(key)))
        return keep().status(304).send();
      const picture = await store.read(key);
      if (!picture) return reply.callNotFound();
      if ('redirect' in picture) return keep().redirect(picture.redirect, 301);
      return keep().type('image/webp').send(picture.bytes);
    },
  );
}

export default fp(pictureRoutes, { name: 'pictures' });
