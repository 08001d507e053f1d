import { SERVER_STATE_ID, SHOP_CURRENCY_META } from '@carshop/contract/browser-settings';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppReady } from './app/app-ready';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { readServerState } from './app/server-state';
import { createAppStore } from './app/store';
import { AppToaster } from './app/toaster';
import { hydrateApi } from './lib/api';
import { loadDeferredSections } from './lib/deferred-section';
import { setShopCurrency } from './lib/format';
import { browserStorage } from './lib/persist';
import './styles.css';

// The browser entry: everything that needs a window (storage, focus and online events, history) starts here.
// A public page arrives rendered by the server (entry-server.tsx) with the API state it was rendered from:
// the app hydrates it. A dashboard page arrives empty: the app renders it.
// The shop's one currency (SHOP_CURRENCY), when the server says so: before anything renders a price.
setShopCurrency(document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_CURRENCY_META}"]`)?.content);
const serverState = readServerState(document.getElementById(SERVER_STATE_ID)?.textContent);
// The session and the cart come from local storage as the store is made: nothing renders before them.
const store = createAppStore(browserStorage());
if (serverState) store.dispatch(hydrateApi(serverState.api));
setupListeners(store.dispatch);
const container = document.getElementById('root')!;

/** Loads the code of the routes of the current address, so the first render is the page the server rendered. */
async function loadCurrentRoutes() {
  const lazyMatches = matchRoutes(routes, window.location)?.filter((match) => match.route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy;
      if (typeof lazy !== 'function') return;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  );
}

// A page's file that fails to load (a deploy replaced it) cannot hydrate: the app then renders in the browser,
// and the router shows its "the shop was updated" screen. (No top-level await here: the page chunks import this
// module's chunk, which would then wait for itself; see vite.config.ts.)
async function start() {
  const hydrate =
    serverState !== null &&
    (await loadCurrentRoutes().then(
      () => true,
      () => false,
    ));
  const router = createBrowserRouter(routes);
  // Sections whose code waits until they near the screen must have it once the app navigates (ADR 022).
  const startKey = router.state.location.key;
  const unsubscribe = router.subscribe((state) => {
    if (state.navigation.state === 'idle' && state.location.key === startKey) return;
    loadDeferredSections();
    unsubscribe();
  });

  if (hydrate) {
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppProviders store={store}>
            {/* What depends on the session renders its server form until hydrated (RequireAuth, header). */}
            <RouterProvider router={router} />
            <AppToaster />
            <AppReady />
          </AppProviders>
        </StrictMode>,
      );
    });
  } else {
    createRoot(container).render(
      <StrictMode>
        <AppProviders store={store}>
          <RouterProvider router={router} />
          <AppToaster />
          <AppReady />
        </AppProviders>
      </StrictMode>,
    );
  }
}

void start();
