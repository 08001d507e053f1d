import { DASHBOARD_AREAS, type DashboardArea, worksIn } from '@carshop/contract/staff';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { dashboardPaths } from '@/domains/dashboard/paths';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { notify } from '@/lib/toast';
import { isSigningOut } from '../lib/sign-out';
import { loginRedirect } from '../paths';

const ADMINS_ONLY = 'Admins only';
const NOT_YOUR_ROLE = 'That page is not part of your role';

/**
 * Route guard for the staff's pages (a part of the dashboard, `@carshop/contract/staff`): visitors go to /login
 * (with the origin), anyone whose role does not work there back to /dashboard.
 */
export function RequireArea({ area }: { area: DashboardArea }) {
  const user = useAppSelector(selectSessionUser);
  const location = useLocation();
  if (!user && isSigningOut()) return null;
  if (!user) return <Navigate {...loginRedirect(`${location.pathname}${location.search}`)} replace />;
  if (!worksIn(user, area)) return <NotAllowed area={area} />;
  return <Outlet />;
}

function NotAllowed({ area }: { area: DashboardArea }) {
  const adminsOnly = DASHBOARD_AREAS[area].length === 1;
  useEffect(() => {
    // A fixed id keeps StrictMode's double effect (and quick repeats) to a single toast.
    notify.error(adminsOnly ? ADMINS_ONLY : NOT_YOUR_ROLE, { id: 'not-allowed' });
  }, [adminsOnly]);
  return <Navigate to={dashboardPaths.dashboard} replace />;
}
