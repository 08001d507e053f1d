import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Document } from './page-renderer.ts';

/**
 * What a GET outside /api, /assets and /uploads (and naming no file) may get: a browser says `text/html` and
 * gets any page; link-preview and search crawlers often accept any type or send no Accept at all, and get the
 * server-rendered public pages (with their Open Graph tags). A client asking only for JSON or an image, or any
 * other path, gets the JSON 404.
 */
export function pageWanted(pathname: string, accept: string | undefined): 'any' | 'rendered' | false {
  if (pathname === '/api' || /^\/(api|assets|uploads)\//.test(pathname)) return false;
  if ((pathname.split('/').pop() ?? '').includes('.')) return false;
  if (accept?.includes('text/html')) return 'any';
  return accept === undefined || accept.includes('*/*') ? 'rendered' : false;
}

/** Sends a finished page in the encoding the client takes (pages are compressed once, when rendered). */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Document) {
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
}
