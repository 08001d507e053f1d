import type { BrowserSettings } from '@carshop/contract/browser-settings';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter } from 'react-router';
import { productPath } from '@/domains/catalogue/paths';
import { dashboardPaths } from '@/domains/dashboard/paths';
import { AppReady } from './app/app-ready';
import { notFoundHead, renderHead, unavailableHead } from './app/document-head';
import { pageRoutes } from './app/pages';
import { AppProviders } from './app/providers';
import { loadRouteCodeFor } from './app/route-code';
import { AppRoutes, routes } from './app/routes';
import { type ServerState, serializeServerState } from './app/server-state';
import { createAppStore } from './app/store';
import { AppToaster } from './app/toaster';
import { baseApi, type ServerFetch } from './lib/api';
import { setDealer } from './lib/dealer';
import { preloadDeferredSections } from './lib/deferred-section';
import { setFinanceApr } from './lib/finance-apr';
import { setShopCurrency } from './lib/format';
import type { PageContext, PageHead, PageLoad, PageRoute } from './lib/page-route';
import { setShopUnits } from './lib/units';

/**
 * The server entry (built with `vite build --ssr`, imported by the API's web host): renders one public page to
 * HTML with the data it shows. It knows no page by name: each page's domain declares, in its routes.ts, what
 * the server must load and what goes in the head (lib/page-route.ts). Per request: a store of its own (nothing
 * persisted, nobody signed in), the page's queries answered by the server itself (`serverFetch`), then one
 * render. The browser entry (main.tsx) hydrates the result with the same API state.
 */
/** The registry entry of the page a route match ends at; none for the not-found route. */
const pageOf = (handle: unknown) => (handle as { page?: PageRoute } | undefined)?.page;

/** Pathnames recently looked up, and their page: matching walks and ranks every route (about 85 µs). */
const leafPages = new Map<string, PageRoute | undefined>();
const LEAF_PAGES_KEPT = 1000;

function leafPage(pathname: string) {
  if (leafPages.has(pathname)) return leafPages.get(pathname);
  const page = pageOf(matchRoutes(routes, pathname)?.at(-1)?.route.handle);
  // Bounded whatever paths arrive: the oldest lookup goes first.
  if (leafPages.size >= LEAF_PAGES_KEPT) leafPages.delete(leafPages.keys().next().value as string);
  leafPages.set(pathname, page);
  return page;
}

const isDashboard = (pathname: string) =>
  pathname === dashboardPaths.dashboard || pathname.startsWith(`${dashboardPaths.dashboard}/`);

/**
 * What the server reads of the pages (the API's web host): which paths it renders, which it lists in the
 * sitemap, where a car's page is, and which query parameters a page reads. All of it from the registry.
 */
export const pageRegistry = {
  /** Public pages (and the not-found page) are rendered on the server; the dashboard in the browser. */
  isServerRendered: (pathname: string): boolean => {
    const page = leafPage(pathname);
    return page ? page.layout === 'public' : !isDashboard(pathname);
  },
  /** Whether a page answers `pathname` (anything else is the one not-found page). */
  isKnownPage: (pathname: string): boolean => leafPage(pathname) !== undefined || isDashboard(pathname),
  /** The public pages a search engine may list. */
  sitemapPaths: pageRoutes.filter((page) => page.sitemap).map((page) => page.path) as readonly string[],
  /** Every public page's path (a pattern such as `/products/:productId` for a page with a part): the e2e walks them. */
  publicPaths: pageRoutes
    .filter((page) => page.layout === 'public')
    .map((page) => page.path) as readonly string[],
  /** Every page a signed-in customer has (the checkout and the customer's dashboard): the e2e walks them too. */
  customerPaths: pageRoutes
    .filter((page) => page.access === 'signed-in')
    .map((page) => page.path) as readonly string[],
  /** Every staff page (its access is a part of the dashboard, ADR 055): the e2e walks them as an admin. */
  staffPaths: pageRoutes
    .filter((page) => page.access !== 'anyone' && page.access !== 'signed-in')
    .map((page) => page.path) as readonly string[],
  carPath: productPath,
  /**
   * The query the page at `pathname` is rendered and kept under: only the parameters it reads (none for most
   * pages), in their declared order, cleaned by the page where it says how (`cleanSearch`).
   */
  pageQuery: (pathname: string, given: URLSearchParams): string => {
    const page = leafPage(pathname);
    const kept = new URLSearchParams();
    for (const name of page?.search ?? []) {
      const value = given.get(name);
      if (value !== null) kept.set(name, value);
    }
    return (page?.cleanSearch?.(kept) ?? kept).toString();
  },
};
export type PageRegistry = typeof pageRegistry;

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
} & Partial<BrowserSettings>;

const STATUS: Record<PageLoad['outcome'], number> = { found: 200, missing: 404, failed: 503 };

export async function render({
  url,
  origin,
  serverFetch,
  currency,
  financeApr,
  dealer,
  units,
}: RenderOptions): Promise<RenderedPage> {
  // One value per server process (its settings): the same for every render.
  setShopCurrency(currency);
  setFinanceApr(financeApr);
  setDealer(dealer);
  setShopUnits(units);
  const store = createAppStore(null, { serverFetch }); // the server persists nothing
  const address = new URL(url, origin);
  // The page's code first: its module declares the sections it defers in the browser, which render here in
  // full (loading both at once let the home page's first render suspend: React error #419).
  if (!(await loadRouteCodeFor(routes, address.pathname))) throw new Error(`The code of ${url} did not load`);
  await preloadDeferredSections();

  const leaf = matchRoutes(routes, address.pathname)?.at(-1);
  const server = await pageOf(leaf?.route.handle)?.server?.();
  const page: PageContext = {
    url: address,
    params: leaf?.params ?? {},
    dispatch: store.dispatch,
  };
  // No server part: the not-found route (an unknown address).
  const loaded: PageLoad = server
    ? ((await server.load?.(page)) ?? { outcome: 'found', data: undefined })
    : { outcome: 'missing' };
  await Promise.all(store.dispatch(baseApi.util.getRunningQueriesThunk()));

  const html = renderToString(
    <StrictMode>
      <AppProviders store={store}>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
        <AppToaster />
        <AppReady />
      </AppProviders>
    </StrictMode>,
  );
  const head: PageHead =
    loaded.outcome === 'found' && server
      ? server.head({ ...page, origin, data: loaded.data })
      : loaded.outcome === 'missing'
        ? notFoundHead(loaded.title)
        : unavailableHead;
  const state: ServerState = { api: store.getState()[baseApi.reducerPath] };
  return {
    status: STATUS[loaded.outcome],
    head: renderHead(head, origin),
    html,
    state: serializeServerState(state),
  };
}
