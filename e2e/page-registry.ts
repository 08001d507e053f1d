import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The web app's page registry as the server reads it: from the built server entry (`npm run build`), the same file
 * the e2e server renders with, so the journeys walk the pages the shop has, not a list typed beside them.
 */
const ENTRY = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist-ssr', 'entry-server.js');

type PageRegistry = { publicPaths: readonly string[] };

/** Every public page's path, in the registry's order; a page with a part keeps its pattern (`/products/:productId`). */
export async function publicPagePaths(): Promise<readonly string[]> {
  const entry = (await import(pathToFileURL(ENTRY).href)) as { pageRegistry: PageRegistry };
  return entry.pageRegistry.publicPaths;
}
