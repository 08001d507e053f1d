import type { PageRoute } from '@/lib/page-route';
import { userPaths } from './paths';

/** Account screens: the signed-in user's profile and the admin's user list. */
export const userRoutes: PageRoute[] = [
  {
    path: userPaths.dashboardProfile,
    layout: 'dashboard',
    access: 'signed-in',
    page: () => import('./pages/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: userPaths.dashboardUsers,
    layout: 'dashboard',
    access: 'users',
    page: () => import('./pages/users-page').then((m) => m.UsersPage),
  },
];
