import type { PageRoute } from '@/lib/page-route';
import { favouritePaths } from './paths';

/** Saved cars (issue 22) and saved searches (issue 32), and the alert mails' unsubscribe page (ADR 071). */
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
  {
    path: favouritePaths.unsubscribe,
    layout: 'public',
    access: 'anyone',
    page: () => import('./pages/unsubscribe-page').then((m) => m.UnsubscribePage),
    server: import.meta.env.SSR ? () => import('./server').then((m) => m.unsubscribePage) : undefined,
  },
];
