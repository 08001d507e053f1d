import { Navigate, Outlet, useLocation } from 'react-router';
import { selectSessionRestored, selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { isSigningOut } from '../lib/sign-out';
import { loginRedirect } from '../paths';

/**
 * Route guard: only signed-in users pass. A visitor goes to /login carrying the attempted path
 * (pathname + search) as `state.from`, so the login page can send them back (spec §2).
 * The API enforces access on its own; this guard only spares a pointless page.
 */
export function RequireAuth() {
  const user = useAppSelector(selectSessionUser);
  const restored = useAppSelector(selectSessionRestored);
  const location = useLocation();
  if (!restored) return null;
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate {...loginRedirect(`${location.pathname}${location.search}`)} replace />;
  return <Outlet />;
}
