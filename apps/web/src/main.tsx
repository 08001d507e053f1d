// First: Zod must know before the contract's schemas are made (lib/zod-without-eval.ts).
import './lib/zod-without-eval';
import { SERVER_STATE_ID, SHOP_CURRENCY_META } from '@carshop/contract/browser-settings';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StrictMode, startTransition } from 'react';
import './app/task-break-before-react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/task-break-after-react-dom';
import { UNSAFE_createBrowserHistory } from 'react-router';
import { AppReady } from './app/app-ready';
import { nextTask } from './app/next-task';
import { AppProviders } from './app/providers';
import { loadRouteCodeFor } from './app/route-code';
import { AppRoutes, routes } from './app/routes';
import { readServerState } from './app/server-state';
import { ShopRouter } from './app/shop-router';
import { createAppStore } from './app/store';
import { AppToaster } from './app/toaster';
import { hydrateApi } from './lib/api';
import { setShopCurrency } from './lib/format';
import { browserStorage } from './lib/persist';
import './styles.css';

// The browser entry: everything that needs a window (storage, focus and online events, history) starts here.
// A public page arrives rendered by the server (entry-server.tsx) with the API state it was rendered from:
// the app hydrates it. A dashboard page arrives empty: the app renders it.
//
// The start is cut into tasks, the browser free in between (to paint, to take a tap, to run the early-tap
// script's handlers): the evaluation of this chunk's modules is three (the store's libraries, React DOM, the
// router and the app: the two task-break imports above); making the store from storage and the server's state
// another; finding and loading the page's code another; React then hydrates in slices of its own (a transition).
// In one block this was the largest long task of every public page on a slow phone (ADR 075).
// The route code of the address is loaded first, so the first render is the page the server rendered. A page's
// file that fails to load (a deploy replaced it) cannot hydrate: the app then renders in the browser, and the
// page's error boundary shows its "the shop was updated" screen. (No top-level await of the page's code here:
// the page chunks import this module's chunk, which would then wait for itself; see vite.config.ts. The task
// breaks await only a message, app/next-task.ts.)
async function start() {
  await nextTask();
  // The shop's one currency (SHOP_CURRENCY), when the server says so: before anything renders a price.
  setShopCurrency(document.querySelector<HTMLMetaElement>(`meta[name="${SHOP_CURRENCY_META}"]`)?.content);
  const serverState = readServerState(document.getElementById(SERVER_STATE_ID)?.textContent);
  // The session and the cart come from local storage as the store is made: nothing renders before them.
  const store = createAppStore(browserStorage());
  if (serverState) store.dispatch(hydrateApi(serverState.api));
  setupListeners(store.dispatch);
  const container = document.getElementById('root')!;
  const history = UNSAFE_createBrowserHistory({ v5Compat: true });

  await nextTask();
  const loaded = await loadRouteCodeFor(routes, history.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders store={store}>
        {/* What depends on the session renders its server form until hydrated (RequireAuth, header). */}
        <ShopRouter history={history} routes={routes}>
          <AppRoutes />
        </ShopRouter>
        <AppToaster />
        <AppReady />
      </AppProviders>
    </StrictMode>
  );
  if (serverState !== null && loaded) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

void start();
