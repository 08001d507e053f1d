import type { CookieSerializeOptions } from '@fastify/cookie';
import type { Config } from '../../config.ts';
import { REFRESH_TOKEN_TTL_MS } from '../sessions/service.ts';

export const REFRESH_COOKIE = 'refreshToken';

/**
 * httpOnly keeps it from scripts; SameSite=Lax keeps it off cross-site POSTs; the path keeps it off every
 * request but the /api/auth ones that need it.
 */
export function refreshCookieOptions(config: Pick<Config, 'env'>): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.env === 'production',
    path: '/api/auth',
    maxAge: REFRESH_TOKEN_TTL_MS / 1000,
  };
}
