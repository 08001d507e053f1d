import { Navigate, Outlet, useLocation } from 'react-router';
import { selectAccountBlocked, selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { isSigningOut } from '../lib/sign-out';
import { authPaths, loginRedirect } from '../paths';

/**
 * Route guard: only signed-in users pass. A visitor goes to /login carrying the attempted path
 * (pathname + search) as `state.from`, so the login page can send them back (spec §2).
 * The API enforces access on its own; this guard only spares a pointless page. A session whose account the
 * shop blocked (the API said so, lib/api.ts) goes to the page that says so and how to reach the shop.
 * The server knows no session: it renders nothing here, and so does hydration (the browser's store already holds
 * the stored session); the page or the redirect comes on the render after.
 */
export function RequireAuth() {
  const user = useAppSelector(selectSessionUser);
  const blocked = useAppSelector(selectAccountBlocked);
  const hydrated = useHydrated();
  const location = useLocation();
  if (!hydrated) return null;
  if (!user && isSigningOut()) return null;
  if (!user && blocked) return <Navigate to={authPaths.accountBlocked} replace />;
  if (!user) return <Navigate {...loginRedirect(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
