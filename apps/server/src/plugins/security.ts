import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * A strict Content Security Policy fitted to the built React app: only our own scripts, no inline script (a page
 * allows one, the early taps', by its hash), inline styles allowed (Tailwind and React `style` props produce them), images from ourselves or generated
 * in the page (data:, blob: previews of an upload; a picture bucket's public address when
 * there is one), and one framed origin: the Contact page's Google Map.
 * The Swagger UI at /api/docs is made of files and inline styles only, so it works under the same policy.
 */
const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'base-uri': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ['https://www.google.com'],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
};

/** Where /uploads/ may redirect a picture to: the bucket's public address or CDN (S3_PUBLIC_URL, ADR 028). */
function pictureOrigins(app: FastifyInstance): string[] {
  const { pictures } = app.config;
  const publicUrl = pictures.store === 's3' ? pictures.s3.publicUrl : undefined;
  return publicUrl ? [new URL(publicUrl).origin] : [];
}

/**
 * The headers helmet's middleware sets. None of ours depends on the request (no nonces, no directive computed per
 * request), so they are worked out once, from a response that only records them.
 */
function headersOf(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * helmet's headers on every answer, set in `onRequest` (so 404s, errors and static files carry them too) as the
 * reply's own headers, which Node writes in one pass. Not @fastify/helmet: it builds helmet anew on every request
 * (parsing and checking the CSP each time) in two async hooks and sets each header on the raw response, which
 * sends every other header of the answer through Node's slower path too (ADR 039).
 */
type SecurityOptions = {
  /** The hashes (`'sha256-…'`) of the inline scripts a page may run: app.ts hands over the early taps' (web/early-taps.ts). */
  pageScriptHashes?: string[];
};

async function securityPlugin(app: FastifyInstance, { pageScriptHashes = [] }: SecurityOptions) {
  const directives = { ...CSP_DIRECTIVES, 'img-src': [...CSP_DIRECTIVES['img-src'], ...pictureOrigins(app)] };
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        // No `upgrade-insecure-requests`: the shop is often served over plain http (localhost, a LAN
        // address), where it would rewrite our own asset URLs to https and break the page. TLS is the
        // proxy's job, and HSTS (helmet's default) covers it there.
        useDefaults: false,
        directives,
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // The legacy header says what frame-ancestors 'none' says, for browsers that predate CSP 2.
      xFrameOptions: { action: 'deny' },
      // require-corp would block the cross-origin map frame; the CSP above already limits what loads.
      crossOriginEmbedderPolicy: false,
    }),
  );
  // A page (web/negotiation.ts) also runs the inline scripts named by their hashes: the early taps'.
  const page = headersOf(
    helmet.contentSecurityPolicy({
      useDefaults: false,
      directives: { ...directives, 'script-src': [...directives['script-src'], ...pageScriptHashes] },
    }),
  );
  app.decorate('pageContentSecurityPolicy', page['content-security-policy'] ?? '');
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

export default fp(securityPlugin, { name: 'security' });
