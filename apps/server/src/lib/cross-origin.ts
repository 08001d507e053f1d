import type { FastifyRequest } from 'fastify';
import { getDomain } from 'tldts';
import { forbidden } from './http-error.ts';
import { trustedOrigin } from './trusted-origin.ts';

/**
 * The site of an origin, as browsers decide "same-site" for cookies: its scheme and registrable domain (the
 * public suffix list, through `tldts`), or the whole host for an IP address or `localhost`.
 * `https://shop.example.com` and `https://www.example.com` are one site; `https://store.example.net` another.
 */
function siteOf(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${getDomain(url.hostname, { allowPrivateDomains: true }) ?? url.hostname}`;
}

/** The shop's own origin as the browser sees it: PUBLIC_URL, else the request's scheme and host. */
const ownOrigin = (request: FastifyRequest, publicUrl: string | undefined) =>
  trustedOrigin(request, publicUrl);

/**
 * Whether any storefront allowed by CORS_ORIGINS is on another site than the shop: then the refresh cookie must
 * be `SameSite=None` (with `Secure`) to reach the API from its pages.
 */
export function servesCrossSiteStorefront(
  request: FastifyRequest,
  config: { corsOrigins: readonly string[]; publicUrl: string | undefined },
): boolean {
  if (config.corsOrigins.length === 0) return false;
  const own = siteOf(ownOrigin(request, config.publicUrl));
  return config.corsOrigins.some((origin) => siteOf(origin) !== own);
}

const ORIGIN_NOT_ALLOWED = 'This origin may not use the session';

/**
 * The CSRF check of the endpoints that act on the refresh cookie (refresh, logout) once storefronts on other
 * origins are allowed: a browser's request must come from the shop itself or from a CORS_ORIGINS origin
 * (browsers always send `Origin` on a POST). A request without `Origin` is not from a browser page and carries
 * no ambient cookie to abuse.
 */
export function checkRequestOrigin(
  request: FastifyRequest,
  config: { corsOrigins: readonly string[]; publicUrl: string | undefined },
) {
  if (config.corsOrigins.length === 0) return;
  const origin = request.headers.origin;
  if (origin === undefined || config.corsOrigins.includes(origin)) return;
  if (origin === ownOrigin(request, config.publicUrl)) return;
  throw forbidden(ORIGIN_NOT_ALLOWED);
}
