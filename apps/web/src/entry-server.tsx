import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Storage } from 'redux-persist';
import { AppReady } from './app/app-ready';
import { documentHead, type PageData } from './app/document-head';
import { routes } from './app/routes';
import { type ServerState, serializeServerState } from './app/server-state';
import { createAppStore } from './app/store';
import { AppToaster } from './app/toaster';
import { catalogueEndpoints } from './features/catalogue/api';
import { readFilters, toCarQuery } from './features/catalogue/hooks/catalogue-filters';
import { FEATURED_CARS_QUERY } from './features/home/components/featured-cars';
import { baseApi, type ServerFetch } from './lib/api';
import { preloadDeferredSections } from './lib/deferred-section';
import { paths } from './lib/paths';

/**
 * The server entry (built with `vite build --ssr`, imported by the API's web plugin): renders one public
 * page to HTML with the data it shows. Per request: a store of its own (nothing persisted, nobody signed in),
 * the page's queries answered by the server itself (`serverFetch`), then one render. The browser entry
 * (main.tsx) hydrates the result with the same API state.
 */
const handler = createStaticHandler(routes);

/** The server persists nothing: redux-persist reads and writes go nowhere. */
const noStorage: Storage = {
  getItem: async () => null,
  setItem: async () => {},
  removeItem: async () => {},
};

export type RenderedPage = {
  status: number;
  /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD, the LCP picture's preload. */
  head: string;
  /** The page, for inside #root. */
  html: string;
  /** The API state, for the `server-state` JSON script. */
  state: string;
};

export type RenderOptions = {
  /** Path and query, e.g. `/all-product?category=SUV`. */
  url: string;
  /** Absolute origin for canonical and Open Graph URLs (the PUBLIC_URL setting), no trailing slash. */
  origin: string;
  serverFetch: ServerFetch;
};

export async function render({ url, origin, serverFetch }: RenderOptions): Promise<RenderedPage> {
  const store = createAppStore(noStorage, { serverFetch });
  const context = await handler.query(new Request(new URL(url, origin)));
  // The page's code is loaded now (lazy routes); the sections it defers in the browser render here in full.
  await preloadDeferredSections();
  if (context instanceof Response) throw new Error(`Unexpected response for ${url}: ${context.status}`);

  const leaf = context.matches.at(-1)?.route;
  const location = new URL(url, origin);
  let data: PageData = { kind: 'notFound' };
  let status = 200;
  if (leaf?.index && location.pathname === paths.home) {
    const featured = await store.dispatch(catalogueEndpoints.getCars.initiate(FEATURED_CARS_QUERY));
    data = { kind: 'home', cars: featured.data?.data ?? [] };
  } else if (leaf?.path === paths.catalogue) {
    const filters = readFilters(location.searchParams);
    await store.dispatch(catalogueEndpoints.getCars.initiate(toCarQuery(filters)));
    data = { kind: 'catalogue', category: filters.category };
  } else if (leaf?.path === paths.product) {
    const id = context.matches.at(-1)?.params.productId ?? '';
    const answer = await store.dispatch(catalogueEndpoints.getCarById.initiate(id));
    const car = answer.data?.data;
    const missing = (answer.error as { status?: unknown } | undefined)?.status === 404;
    // An unknown car: its page says so (as in the browser), with a 404 status. Another failure: the page
    // shows its error panel (and the browser may retry), with a 503 status so no crawler keeps it.
    if (car) data = { kind: 'car', car };
    else if (missing) data = { kind: 'notFound', title: 'Car not found' };
    else status = 503;
  } else if (leaf && leaf.path !== '*') {
    data = { kind: 'page', path: leaf.path ?? '' };
  }
  if (data.kind === 'notFound') status = 404;
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Provider store={store}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <AppToaster />
        <AppReady />
      </Provider>
    </StrictMode>,
  );
  const state: ServerState = { api: store.getState()[baseApi.reducerPath] };
  return {
    status,
    head: documentHead(data, { origin, pathname: location.pathname, search: location.search }),
    html,
    state: serializeServerState(state),
  };
}
