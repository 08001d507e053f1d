import type { FastifyRequest } from 'fastify';
import { HttpError } from './http-error.ts';

/** A DNS name (labels of letters, digits and inner hyphens), an IPv4 address or a bracketed IPv6 address. */
const HOST_NAME =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])$/;

/**
 * `host` or `host:port`, lower-cased; undefined for anything else (a path, a user, a second host, a space, a
 * port out of range). What a `Host` or `X-Forwarded-Host` header must be before it may name the shop.
 */
export function validHost(value: string | undefined): string | undefined {
  if (!value || value.length > 261) return undefined;
  const host = value.toLowerCase();
  const match = /^(.*?)(?::(\d{1,5}))?$/.exec(host);
  const name = match?.[1] ?? '';
  const port = match?.[2];
  if (!HOST_NAME.test(name) || name.length > 255) return undefined;
  if (port !== undefined && (Number(port) < 1 || Number(port) > 65535)) return undefined;
  return host;
}

/**
 * The one origin a request's pages, links, robots.txt and sitemap may name: PUBLIC_URL when it is set;
 * otherwise the request's scheme and host. Fastify reads `X-Forwarded-Host` and `X-Forwarded-Proto` only from a
 * trusted proxy (TRUST_PROXY); whichever header names the host, it must be a plain `host[:port]`, else 400: an
 * address like `shop.example/products` would otherwise run into the path of every URL built from it.
 */
export function trustedOrigin(request: FastifyRequest, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl;
  const host = validHost(request.host);
  if (!host) throw new HttpError(400, 'Invalid Host header');
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  return `${protocol}://${host}`;
}
