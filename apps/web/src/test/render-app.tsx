import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type RouteObject, UNSAFE_createMemoryHistory, useRoutes } from 'react-router';
import { AppProviders } from '@/app/providers';
import { loadRouteCodeFor } from '@/app/route-code';
import { routes as appRoutes } from '@/app/routes';
import { ShopRouter } from '@/app/shop-router';
import { createAppStore } from '@/app/store';
import { AppToaster } from '@/app/toaster';
import { setSession } from '@/lib/session';
import type { Options } from './render';

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
