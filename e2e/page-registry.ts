import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';

/**
 * The web app's page registry as the server reads it: from the built server entry (`npm run build`), the same file
 * the e2e server renders with, so the journeys walk the pages the shop has, not a list typed beside them.
 */
const ENTRY = path.join(import.meta.dirname, '..', 'apps', 'web', 'dist-ssr', 'entry-server.js');

type PageRegistry = {
  publicPaths: readonly string[];
  customerPaths: readonly string[];
  staffPaths: readonly string[];
};

/** Every public page's path, in the registry's order; a page with a part keeps its pattern (`/products/:productId`). */
async function publicPagePaths(): Promise<readonly string[]> {
  const entry = (await import(pathToFileURL(ENTRY).href)) as { pageRegistry: PageRegistry };
  return entry.pageRegistry.publicPaths;
}

/**
 * Where the walks open each public page: its path, or the example addresses below where its path has a part (a new
 * page with a part fails the walks until it has one here) or a filter renders more.
 */
const EXAMPLES: Record<string, (page: Page) => Promise<string[]>> = {
  '/all-product': async () => ['/all-product', '/all-product?category=SUV'],
  '/products/:productId': async (page) => [await firstCarPath(page)],
};

/** Every public page's address to open, from the registry (see EXAMPLES). */
export async function publicAddresses(page: Page) {
  const addresses: string[] = [];
  for (const path of await publicPagePaths()) {
    const example = EXAMPLES[path];
    if (example) addresses.push(...(await example(page)));
    else if (path.includes(':'))
      throw new Error(`${path} has a part: give it an example address in EXAMPLES (e2e/page-registry.ts)`);
    else addresses.push(path);
  }
  return addresses;
}

async function firstCarPath(page: Page) {
  const answer = await page.request.get('/api/cars?page=1&limit=1');
  const { data } = (await answer.json()) as { data: { _id: string }[] };
  return `/products/${data[0]!._id}`;
}

/** Every page a signed-in customer has (the checkout, the customer's dashboard), in the registry's order. */
export async function customerPagePaths(): Promise<readonly string[]> {
  const entry = (await import(pathToFileURL(ENTRY).href)) as { pageRegistry: PageRegistry };
  return entry.pageRegistry.customerPaths;
}

/** Every page of the dashboard an admin has (the staff's and the customer's), in the registry's order. */
export async function dashboardPagePaths(): Promise<readonly string[]> {
  const entry = (await import(pathToFileURL(ENTRY).href)) as { pageRegistry: PageRegistry };
  const { customerPaths, staffPaths } = entry.pageRegistry;
  return [...customerPaths, ...staffPaths].filter((path) => path.startsWith('/dashboard'));
}
