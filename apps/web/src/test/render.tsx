import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as React from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { createAppStore } from '@/app/store';
import { AppToaster } from '@/app/toaster';
import { hydrateApi } from '@/lib/api';
import { setSession } from '@/lib/session';

export type Options = {
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
