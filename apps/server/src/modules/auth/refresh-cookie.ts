import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/service.ts';

export const REFRESH_COOKIE = 'refreshToken';

/**
 * httpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site POSTs; the path keeps it off every
 * request but the /api/auth ones that need it. `Secure` follows the request (COOKIE_SECURE=auto): set when it
 * arrived over https, directly or through a trusted proxy (`request.protocol` reads X-Forwarded-Proto only
 * from proxies TRUST_PROXY names). A Secure cookie on plain http is dropped by the browser, which would end
 * every session with its first access token; `true` or `false` overrides the guess.
 */
export function refreshCookieOptions(
  config: Pick<Config, 'cookieSecure'>,
  request: Pick<FastifyRequest, 'protocol'>,
): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.cookieSecure === 'auto' ? request.protocol === 'https' : config.cookieSecure,
    path: '/api/auth',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  };
}
