import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { trustedOrigin } from '../lib/trusted-origin.ts';
import type { PageRegistry } from './server-entry.ts';
import { createSitemap } from './sitemap.ts';

/**
 * `/sitemap.xml` (with `/sitemap-N.xml` past 50,000 URLs: web/sitemap.ts) and `/robots.txt` (which points at it
 * and keeps crawlers out of the dashboard). Absolute URLs name the trusted origin only (lib/trusted-origin.ts).
 */
export function registerSeoRoutes(app: FastifyInstance, pages: PageRegistry) {
  const sitemap = createSitemap(app, pages);

  const sendFile = async (name: string, request: FastifyRequest, reply: FastifyReply) => {
    const body = await sitemap.file(name, trustedOrigin(request, app.config.publicUrl));
    if (body === undefined) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache').send(body);
  };
  app.get('/sitemap.xml', { config: { policy: 'readPages' }, schema: { hide: true } }, (request, reply) =>
    sendFile('sitemap.xml', request, reply),
  );
  app.get<{ Params: { n: string } }>(
    '/sitemap-:n(^\\d{1,6}).xml',
    { config: { policy: 'readPages' }, schema: { hide: true } },
    (request, reply) => sendFile(`sitemap-${request.params.n}.xml`, request, reply),
  );

  app.get(
    '/robots.txt',
    { config: { policy: 'readPages' }, schema: { hide: true } },
    async (request, reply) => {
      const body = [
        'User-agent: *',
        'Disallow: /dashboard',
        '',
        `Sitemap: ${trustedOrigin(request, app.config.publicUrl)}/sitemap.xml`,
        '',
      ];
      // Without PUBLIC_URL the body names the request's host: nobody should keep a copy of it for an hour.
      return reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', app.config.publicUrl ? 'public, max-age=3600' : 'no-cache')
        .send(body.join('\n'));
    },
  );

  return sitemap;
}
