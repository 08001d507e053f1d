import { dashboardPaths } from '@/domains/dashboard/paths';
import { authPaths } from '../paths';

const AUTH_PAGES = new Set<string>([authPaths.login, authPaths.register]);
const BASE = 'https://origin.invalid';

/**
 * The page a guard sent the visitor from (`location.state.from`), if it is safe to go back to:
 * a path on this site. Anything else (absolute or protocol-relative URLs, backslash tricks, control
 * characters, the login pages themselves) yields null, so a crafted link cannot redirect off-site.
 */
export function safeOrigin(from: unknown): string | null {
  if (typeof from !== 'string' || from.length === 0 || from.length > 2000) return null;
  if (!from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  for (const char of from) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return null;
  }
  let url: URL;
  try {
    url = new URL(from, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE || AUTH_PAGES.has(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where to go after signing in: the guard's origin, else the dashboard (spec §9). */
export function postLoginPath(state: unknown): string {
  const from = state && typeof state === 'object' ? (state as { from?: unknown }).from : undefined;
  return safeOrigin(from) ?? dashboardPaths.dashboard;
}
