import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BrowserSettings } from '@carshop/contract/browser-settings';
import type { FastifyInstance } from 'fastify';

/** What the web host reads of the web app's page registry (apps/web/src/entry-server.tsx). */
export type PageRegistry = {
  isServerRendered: (pathname: string) => boolean;
  /** Whether a page (not the not-found route) answers `pathname`. */
  isKnownPage: (pathname: string) => boolean;
  /** The query the page at `pathname` is rendered and kept under: the parameters it reads, cleaned. */
  pageQuery: (pathname: string, given: URLSearchParams) => string;
  sitemapPaths: readonly string[];
  carPath: (id: string) => string;
};

/** What the web app's server bundle (apps/web/src/entry-server.tsx, built into dist-ssr) exports. */
export type RenderedPage = { status: number; head: string; html: string; state: string };
export type ServerEntry = {
  /** The web app's page registry: which pages are rendered here, the sitemap's pages, a car's path. */
  pageRegistry: PageRegistry;
  /** `currency` and `financeApr`: the settings every page carries, which the render must agree with. */
  render: (
    options: {
      url: string;
      origin: string;
      serverFetch: { baseUrl: string; fetchFn: typeof fetch };
    } & BrowserSettings,
  ) => Promise<RenderedPage>;
};

/** The server bundle, or null (with the reason logged) when it fails to load. */
export async function loadEntry(app: FastifyInstance, webDistDir: string): Promise<ServerEntry | null> {
  const file = path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
  try {
    return (await import(pathToFileURL(file).href)) as ServerEntry;
  } catch (error) {
    app.log.error({ err: error }, `the server bundle failed to load (${file})`);
    return null;
  }
}
