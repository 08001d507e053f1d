import type { PageRoute } from '@/lib/page-route';
import { favouritePaths } from './paths';

/** Saved cars (issue 22): the signed-in customer's list. */
export const favouriteRoutes: PageRoute[] = [
  {
    path: favouritePaths.saved,
    layout: 'dashboard',
    access: 'signed-in',
    page: () => import('./pages/saved-cars-page').then((m) => m.SavedCarsPage),
  },
  {
    path: favouritePaths.searches,
    layout: 'dashboard',
    access: 'signed-in',
    page: () => import('./pages/saved-searches-page').then((m) => m.SavedSearchesPage),
  },
];
