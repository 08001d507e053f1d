import type { RouteObject } from 'react-router';
import { RequireAdmin } from '@/domains/auth/components/require-admin';
import { RequireAuth } from '@/domains/auth/components/require-auth';
import { contentPaths } from '@/domains/content/paths';
import { dashboardPaths } from '@/domains/dashboard/paths';
import type { PageRoute } from '@/lib/page-route';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';
import { pageRoutes } from './pages';
import { PageErrorBoundary, RootErrorBoundary } from './route-error-boundary';

/** The route of one page: its page code loads on demand; `handle.page` lets the server find its registry entry. */
function pageRoute(page: PageRoute, layoutPath: string): RouteObject {
  return {
    ...(page.path === layoutPath ? { index: true } : { path: page.path }),
    lazy: async () => ({ Component: await page.page() }),
    handle: { page },
  };
}

/** The pages of one layout, grouped behind the guard their `access` names (spec §2 "Dashboard routes and guards"). */
function pagesOf(layout: PageRoute['layout'], layoutPath: string): RouteObject[] {
  const of = (access: PageRoute['access']) =>
    pageRoutes
      .filter((page) => page.layout === layout && page.access === access)
      .map((page) => pageRoute(page, layoutPath));
  const signedIn = of('signed-in');
  const admin = of('admin');
  return [
    ...of('anyone'),
    ...(signedIn.length ? [{ Component: RequireAuth, children: signedIn }] : []),
    ...(admin.length ? [{ Component: RequireAdmin, children: admin }] : []),
  ];
}

/**
 * Every route of the specification, assembled from the domains' registries (app/pages.ts) as plain route
 * objects: main.tsx hands them to createBrowserRouter, entry-server.tsx to createStaticHandler. Pages load on
 * demand, so the home page ships only what it needs.
 *
 * Errors: a page that throws or whose file fails to load shows the error screen INSIDE its layout (the
 * pathless routes with PageErrorBoundary); anything above a layout falls back to the root boundary.
 */
export const routes: RouteObject[] = [
  {
    ErrorBoundary: RootErrorBoundary,
    // While the first page's code loads, the app shows nothing yet (pages rendered on the server arrive whole).
    HydrateFallback: () => null,
    children: [
      {
        path: contentPaths.home,
        Component: PublicLayout,
        children: [
          {
            ErrorBoundary: PageErrorBoundary,
            children: [
              ...pagesOf('public', contentPaths.home),
              // Not lazy: the error boundaries show it too (for a 404 answer), so it is in the main bundle anyway.
              { path: '*', Component: NotFoundPage },
            ],
          },
        ],
      },
      {
        // The whole dashboard is for signed-in users; admin pages sit behind a second guard.
        path: dashboardPaths.dashboard,
        Component: RequireAuth,
        children: [
          {
            lazy: () => import('./layouts/dashboard-layout').then((m) => ({ Component: m.DashboardLayout })),
            children: [
              { ErrorBoundary: PageErrorBoundary, children: pagesOf('dashboard', dashboardPaths.dashboard) },
            ],
          },
        ],
      },
    ],
  },
];
