import { DASHBOARD_AREAS, type DashboardArea } from '@carshop/contract/staff';
import { Outlet, type RouteObject, useRoutes } from 'react-router';
import { RequireArea } from '@/domains/auth/components/require-area';
import { RequireAuth } from '@/domains/auth/components/require-auth';
import { contentPaths } from '@/domains/content/paths';
import { dashboardPaths } from '@/domains/dashboard/paths';
import type { PageRoute } from '@/lib/page-route';
import { PublicLayout } from './layouts/public-layout';
import { NotFoundPage } from './not-found-page';
import { pageRoutes } from './pages';
import { type RouteCode, RouteCodeOutlet, routeCode } from './route-code';
import { PageErrorBoundary, RootErrorBoundary } from './route-error-boundary';

/** A route whose component loads on demand (route-code.tsx): the router loads it before it shows the route. */
function codeRoute(code: RouteCode, route: RouteObject): RouteObject {
  return { ...route, element: <RouteCodeOutlet code={code} />, handle: { ...route.handle, code } };
}

/** The route of one page: its code loads on demand; `handle.page` lets the server find its registry entry. */
function pageRoute(page: PageRoute, layoutPath: string): RouteObject {
  return codeRoute(routeCode(page.page), {
    ...(page.path === layoutPath ? { index: true } : { path: page.path }),
    handle: { page },
  });
}

/** The pages of one layout, grouped behind the guard their `access` names (spec §2 "Dashboard routes and guards"). */
function pagesOf(layout: PageRoute['layout'], layoutPath: string): RouteObject[] {
  const of = (access: PageRoute['access']) =>
    pageRoutes
      .filter((page) => page.layout === layout && page.access === access)
      .map((page) => pageRoute(page, layoutPath));
  const signedIn = of('signed-in');
  const areas = (Object.keys(DASHBOARD_AREAS) as DashboardArea[])
    .map((area) => ({ area, children: of(area) }))
    .filter(({ children }) => children.length > 0)
    .map(({ area, children }) => ({ element: <RequireArea area={area} />, children }));
  return [
    ...of('anyone'),
    ...(signedIn.length ? [{ Component: RequireAuth, children: signedIn }] : []),
    ...areas,
  ];
}

/** Where a layout's pages render, behind the boundary that keeps the layout when a page fails. */
const pageOutlet = (children: RouteObject[]): RouteObject => ({
  element: (
    <PageErrorBoundary>
      <Outlet />
    </PageErrorBoundary>
  ),
  children,
});

const dashboardLayout = routeCode(() => import('./layouts/dashboard-layout').then((m) => m.DashboardLayout));

/**
 * Every route of the specification, assembled from the domains' registries (app/pages.ts) as plain route
 * objects for React Router's declarative mode (ADR 046): the browser renders them in `ShopRouter`, the server
 * in a `StaticRouter`, both through `AppRoutes`. Pages load on demand, so the home page ships only what it needs.
 *
 * Errors: a page that throws or whose file fails to load shows the error screen INSIDE its layout (the
 * pathless routes with PageErrorBoundary); anything above a layout falls back to the root boundary.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RootErrorBoundary>
        <Outlet />
      </RootErrorBoundary>
    ),
    children: [
      {
        path: contentPaths.home,
        Component: PublicLayout,
        children: [
          pageOutlet([
            ...pagesOf('public', contentPaths.home),
            // Not on demand: any mistyped address shows it, at once.
            { path: '*', Component: NotFoundPage },
          ]),
        ],
      },
      {
        // The whole dashboard is for signed-in users; staff pages sit behind a second guard, their part's.
        path: dashboardPaths.dashboard,
        Component: RequireAuth,
        children: [
          codeRoute(dashboardLayout, {
            children: [pageOutlet(pagesOf('dashboard', dashboardPaths.dashboard))],
          }),
        ],
      },
    ],
  },
];

/** The page the router's address shows. */
export function AppRoutes() {
  return useRoutes(routes);
}
