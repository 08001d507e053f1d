import { z } from 'zod';
import { urlOf } from './values.ts';

/** The public edge (ADR 025, 026): who the shop is, who may call it, whom it believes. */
export const edge = z
  .object({
    /** The shop's public address (e.g. https://shop.example.com): canonical links, Open Graph, the sitemap, mail. */
    PUBLIC_URL: urlOf('PUBLIC_URL', ['http', 'https']).optional(),
    /**
     * Which proxies may set X-Forwarded-For (the client IP the login limiter counts by): unset/false trusts none,
     * `true` trusts all (only behind a proxy that overwrites the header), a number trusts that many hops, and a
     * comma-separated list trusts those addresses or CIDR ranges.
     */
    TRUST_PROXY: z.string().optional(),
    /** Storefronts on other origins that may call the API with credentials: exact origins, comma-separated. */
    CORS_ORIGINS: z
      .string()
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      )
      .pipe(
        z.array(
          z.string().refine(isExactOrigin, {
            error: (issue) =>
              `CORS_ORIGINS: "${String(issue.input)}" is not an origin (scheme://host[:port], no path, no trailing slash)`,
          }),
        ),
      )
      .optional(),
    /** The refresh cookie's Secure flag: `auto` sets it when the request came over https (or a trusted proxy says so). */
    COOKIE_SECURE: z.enum(['auto', 'true', 'false']).default('auto'),
  })
  .transform((e) => ({
    /** Without a trailing slash; unset: each request's own origin (fine behind no proxy). */
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    /** TRUST_PROXY as a hop count (`1`); undefined for the other forms. */
    trustProxyHops:
      e.TRUST_PROXY && /^\d+$/.test(e.TRUST_PROXY) && Number(e.TRUST_PROXY) > 0
        ? Number(e.TRUST_PROXY)
        : undefined,
    /** Origins allowed to call the API with credentials (plugins/cors.ts); empty: none. */
    corsOrigins: (e.CORS_ORIGINS ?? []) as readonly string[],
    cookieSecure: e.COOKIE_SECURE === 'auto' ? ('auto' as const) : e.COOKIE_SECURE === 'true',
  }));

/** `https://store.example` or `http://localhost:5173`: what a browser sends as `Origin`, nothing more. */
function isExactOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value;
  } catch {
    return false;
  }
}

type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

function parseTrustProxy(value: string | undefined): TrustProxy {
  if (value === undefined || ['false', '0', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
