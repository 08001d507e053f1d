import { PAGE_PATHS } from '@carshop/contract/page-paths';

/** Sign-in pages (spec §2), named once (the reset page in the contract: the server mails links to it). */
export const authPaths = {
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: PAGE_PATHS.resetPassword,
  /** Where the guards send a session whose account was blocked (issue 28). */
  accountBlocked: '/account-blocked',
  verifyEmail: PAGE_PATHS.verifyEmail,
} as const;

/**
 * Where a route guard sends a visitor: /login, carrying the page they asked for as `state.from` (spec §2).
 * The origin travels in history state rather than the query, so the address stays a plain /login.
 * Spread it into <Navigate {...loginRedirect(from)} replace />.
 */
export function loginRedirect(from?: string): { to: string; state: { from?: string } } {
  return { to: authPaths.login, state: from ? { from } : {} };
}
