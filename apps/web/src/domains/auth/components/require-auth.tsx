import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { isSigningOut } from '../lib/sign-out';
import { loginRedirect } from '../paths';

/**
 * Route guard: only signed-in users pass. A visitor goes to /login carrying the attempted path
 * (pathname + search) as `state.from`, so the login page can send them back (spec §2).
 * The API enforces access on its own; this guard only spares a pointless page.
 * The server knows no session: it renders nothing here, and so does hydration (the browser's store already holds
 * the stored session); the page or the redirect comes on the render after.
 */
export function RequireAuth() {
  const user = useAppSelector(selectSessionUser);
  const hydrated = useHydrated();
  const location = useLocation();
  if (!hydrated) return null;
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate {...loginRedirect(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
