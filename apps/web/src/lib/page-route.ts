import type { DashboardArea } from '@carshop/contract/staff';
import type { ComponentType } from 'react';
import type { AppDispatch } from './store-hooks';

/**
 * One page of the shop, as its domain declares it in its `routes.ts`: the one registry that the router
 * (app/routes.tsx), the server render (entry-server.tsx), the document head, the sitemap and the server's list
 * of rendered pages all read. Adding a page touches its domain only.
 */
export type PageRoute = {
  /** The page's path (a domain's paths.ts names it); the dashboard's own page is its `index`. */
  path: string;
  index?: boolean;
  /** The frame around it: the public header and footer, or the dashboard's sidebar. */
  layout: 'public' | 'dashboard';
  /**
   * Who may open it (the API enforces the same on its own; the guard only spares a pointless page): anyone, any
   * signed-in user, or the roles that work in a part of the dashboard (`@carshop/contract/staff`).
   */
  access: 'anyone' | 'signed-in' | DashboardArea;
  /** Listed in /sitemap.xml (public pages a search engine should know). */
  sitemap?: boolean;
  /** The query parameters the page reads: the only ones a rendered copy of it may differ by. */
  search?: readonly string[];
  /**
   * The page's query as it is rendered and kept (the page cache's key), from the `search` parameters given: when
   * several addresses show the same page (ids in capitals, repeated or blank), one query for all of them. The
   * page must read the query it returns as it reads the address it was given. Without it: the parameters as given.
   */
  cleanSearch?: (given: URLSearchParams) => URLSearchParams;
  /** The page's code, loaded when the page is first shown. */
  page: () => Promise<ComponentType>;
  /**
   * What the server needs to render it (public pages only): its data and its head. Declare it as
   * `import.meta.env.SSR ? () => import('./server').then(...) : undefined`: the browser build drops it whole,
   * so none of it (nor its imports) reaches the browser's bundle.
   */
  server?: () => Promise<ServerPage>;
};

/** What the server knows while it renders one page. */
export type PageContext = {
  /** The page's address: path and query. */
  url: URL;
  /** The path's parameters (`productId`). */
  params: Readonly<Record<string, string | undefined>>;
  /** Starts the page's queries in the request's own store (the browser hydrates from their answers). */
  dispatch: AppDispatch;
};

/** How loading the page's data went: `found` the page shows its content, `missing` is a 404, `failed` a 503. */
export type PageLoad<T = unknown> =
  | { outcome: 'found'; data: T }
  /** Its not-found page, titled (e.g. "Car not found"). */
  | { outcome: 'missing'; title?: string }
  | { outcome: 'failed' };

/** A page's `<head>`: title, description, the canonical address, and what link previews and crawlers read. */
export type PageHead = {
  /** Without the shop's name (" | CarShop" is added); none for the home page. */
  title?: string;
  description: string;
  /** Path and query of the canonical address; `null`: the page is not to be indexed (noindex). */
  canonical: string | null;
  /** `product` for a car, otherwise `website`. */
  type?: 'website' | 'product';
  /** An absolute or root-relative picture for link previews. */
  image?: string;
  /** The page's largest picture, preloaded so it paints first. */
  preload?: { href: string; srcset?: string; sizes?: string };
  /** A schema.org description (JSON-LD). */
  jsonLd?: object;
};

export type ServerPage<T = unknown> = {
  /** Starts the same queries, with the same arguments, as the page's components. Without it: found, no data. */
  load?: (context: PageContext) => Promise<PageLoad<T>>;
  head: (context: PageContext & { origin: string; data: T | undefined }) => PageHead;
};

/** A page of the registry with its server part typed by its data. */
export const serverPage = <T>(page: ServerPage<T>): ServerPage => page as ServerPage;

/** Whether a failed RTK Query answer was a 404. */
export const isNotFound = (error: unknown) =>
  Boolean(error && typeof error === 'object' && (error as { status?: unknown }).status === 404);
