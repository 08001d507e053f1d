import type { PageRoute } from '@/lib/page-route';
import { feedPaths } from './paths';

/** The vehicle feeds and the cars they leave out (issue 31, ADR 064): admins and inventory staff. */
export const feedRoutes: PageRoute[] = [
  {
    path: feedPaths.dashboardFeeds,
    layout: 'dashboard',
    access: 'editCars',
    page: () => import('./pages/feeds-page').then((m) => m.FeedsPage),
  },
];
