import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/**
 * A finished page as it is kept: the document, and each compressed form once a client has asked for it. Pages
 * are compressed at a moderate level (brotli 5, gzip 6): a page that misses the cache is compressed while the
 * visitor waits, and levels 9 to 11 cost ten times the CPU for a few percent fewer bytes.
 */
export type Document = {
  status: number;
  html: Buffer;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
};

export const finish = (status: number, html: string): Document => ({
  status,
  html: Buffer.from(html),
  encoded: {},
});

/** What a kept document may come to weigh: the HTML and, at most as large, its two compressed forms. */
export const documentBytes = (page: Document) => page.html.length * 3;

function encode(page: Document, encoding: Encoding): Promise<Buffer> {
  page.encoded[encoding] ??=
    encoding === 'br'
      ? brotli(page.html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzip(page.html, { level: 6 });
  return page.encoded[encoding];
}

/**
 * What a GET outside /api, /assets and /uploads (and naming no file) may get: a browser says `text/html` and
 * gets any page; link-preview and search crawlers often accept any type or send no Accept at all, and get the
 * server-rendered public pages (with their Open Graph tags). A client asking only for JSON or an image (or
 * saying `text/html;q=0`), or any other path, gets the JSON 404. Accept is read with its q-values
 * (@fastify/accepts, the `negotiator` package).
 */
export function pageWanted(request: FastifyRequest, pathname: string): 'any' | 'rendered' | false {
  if (pathname === '/api' || /^\/(api|assets|uploads)\//.test(pathname)) return false;
  if ((pathname.split('/').pop() ?? '').includes('.')) return false;
  if (request.headers.accept === undefined) return 'rendered';
  const accepts = request.accepts();
  if (!accepts.type(['text/html'])) return false;
  // HTML by name (or `text/*`): a browser. Only through `*/*`: a crawler or a link preview.
  const named = accepts.types() as string[];
  return named.includes('text/html') || named.includes('text/*') ? 'any' : 'rendered';
}

/**
 * Sends a finished page in the encoding the client rates highest (q-values, @fastify/accept-negotiator, as
 * @fastify/static does for the scripts), brotli before gzip when it rates them the same: `br;q=0, gzip` gets
 * gzip; no Accept-Encoding gets the page as it is.
 */
export async function sendPage(request: FastifyRequest, reply: FastifyReply, page: Document) {
  const chosen = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip', 'identity']);
  const encoding = chosen === 'br' || chosen === 'gzip' ? chosen : null;
  reply
    .code(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept, accept-encoding')
    .header('content-security-policy', reply.server.pageContentSecurityPolicy);
  if (!encoding) return reply.send(page.html);
  return reply.header('content-encoding', encoding).send(await encode(page, encoding));
}
