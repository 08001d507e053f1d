import { isAdmin } from '@carshop/contract/constants';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { dashboardPaths } from '@/domains/dashboard/paths';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';
import { isSigningOut } from '../lib/sign-out';
import { loginRedirect } from '../paths';

const ADMINS_ONLY = 'Admins only';

/** Route guard for admin pages: visitors go to /login (with the origin), customers back to /dashboard. */
export function RequireAdmin() {
  const user = useAppSelector(selectSessionUser);
  const location = useLocation();
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate {...loginRedirect(`${location.pathname}${location.search}`)} replace />;
  if (!isAdmin(user)) return <NotAllowed />;
  return <Outlet />;
}

function NotAllowed() {
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect (and quick repeats) to a single toast.
    notify.error(ADMINS_ONLY, { id: 'admins-only' });
  }, []);
  return <Navigate to={dashboardPaths.dashboard} replace />;
}
