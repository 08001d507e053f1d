import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { servesCrossSiteStorefront } from '../../lib/cross-origin.ts';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/service.ts';

export const REFRESH_COOKIE = 'refreshToken';

/**
 * httpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site POSTs; the path keeps it off every
 * request but the /api/auth ones that need it. `Secure` follows the request (COOKIE_SECURE=auto): set when it
 * arrived over https, directly or through a trusted proxy (`request.protocol` reads X-Forwarded-Proto only
 * from proxies TRUST_PROXY names). A Secure cookie on plain http is dropped by the browser, which would end
 * every session with its first access token; `true` or `false` overrides the guess.
 *
 * When a storefront on another site may use the API (CORS_ORIGINS, ADR 026), the cookie must travel with its
 * cross-site requests: `SameSite=None`, which browsers accept only with `Secure`. The refresh and logout
 * endpoints then check the request's `Origin` instead (lib/cross-origin.ts).
 */
export function refreshCookieOptions(
  config: Pick<Config, 'cookieSecure' | 'corsOrigins' | 'publicUrl'>,
  request: FastifyRequest,
): CookieSerializeOptions {
  if (servesCrossSiteStorefront(request, config)) {
    return {
      httpOnly: true,
      sameSite: 'none',
      secure: true,
      path: '/api/auth',
      maxAge: REFRESH_TOKEN_TTL_MS / 1000,
    };
  }
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
    path: '/api/auth',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  };
}
