import type { PageRoute } from '@/lib/page-route';
import { dashboardPaths } from './paths';

/** /dashboard: the admin overview for admins, the customer overview for everyone else (spec §2). */
export const dashboardRoutes: PageRoute[] = [
  {
    path: dashboardPaths.dashboard,
    layout: 'dashboard',
    access: 'signed-in',
    page: () => import('./pages/dashboard-home-page').then((m) => m.DashboardHomePage),
  },
];
