import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import {
  createMemoryRouter,
  type RouteObject,
  RouterProvider,
  UNSAFE_createMemoryHistory,
  useRoutes,
} from 'react-router';
import { AppProviders } from '@/app/providers';
import { loadRouteCodeFor } from '@/app/route-code';
import { routes as appRoutes } from '@/app/routes';
import { ShopRouter } from '@/app/shop-router';
import { createAppStore } from '@/app/store';
import { AppToaster } from '@/app/toaster';
import { hydrateApi } from '@/lib/api';
import { setSession } from '@/lib/session';

type Options = {
  /** The address the app starts at. */
  path?: string;
  /** Signed in with this access token (see test/tokens.ts). */
  token?: string;
  /** The API state a server-rendered page hands over (`server-state`), dispatched first as main.tsx does. */
  apiState?: Record<string, unknown>;
};

/** The API state a server render leaves after `run` (entry-server.tsx starts a page's queries the same way). */
export async function serverApiState(run: (store: ReturnType<typeof createAppStore>) => Promise<unknown>) {
  const store = createAppStore(null);
  await run(store);
  return store.getState().api as Record<string, unknown>;
}

/** The real store and toaster around a set of routes in a memory router, as the app has them. */
export function renderRoutes(routes: RouteObject[], { path = '/', token, apiState }: Options = {}) {
  const store = createAppStore(null);
  if (apiState) store.dispatch(hydrateApi(apiState));
  if (token) store.dispatch(setSession(token));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
      <AppToaster />
    </AppProviders>,
  );
  return { ...view, store, router, user };
}

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/**
 * The app's own routes (or `routes`) in the app's own router, on a history in memory, after their code has
 * loaded, as main.tsx starts it.
 */
export async function renderApp(
  path: string,
  { routes = appRoutes, token }: Options & { routes?: RouteObject[] } = {},
) {
  const store = createAppStore(null);
  if (token) store.dispatch(setSession(token));
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  await loadRouteCodeFor(routes, history.location.pathname);
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <ShopRouter history={history} routes={routes}>
        <RoutesOf routes={routes} />
      </ShopRouter>
      <AppToaster />
    </AppProviders>,
  );
  return { ...view, store, history, user };
}

/** One element at `path`, plus stand-ins for the pages it may send the user to. */
export function renderPage(
  element: React.ReactNode,
  { path = '/', others = {}, ...options }: Options & { others?: Record<string, React.ReactNode> } = {},
) {
  const routes: RouteObject[] = [
    { path: new URL(path, 'http://shop.test').pathname, element },
    ...Object.entries(others).map(([otherPath, other]) => ({ path: otherPath, element: other })),
  ];
  return renderRoutes(routes, { path, ...options });
}
