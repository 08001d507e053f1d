import type { Category } from '@carshop/contract/constants';
import { PAGE_PATHS } from '@carshop/contract/page-paths';

/** The catalogue's pages (spec §2), public and admin, named once: links, menus and routes read these. */
export const cataloguePaths = {
  catalogue: '/all-product',
  product: PAGE_PATHS.product,
  compare: '/compare',
  dashboardCars: '/dashboard/cars',
  dashboardAddCar: '/dashboard/add-car',
  dashboardImportCars: '/dashboard/cars/import',
} as const;

export { productPath } from '@/lib/site-paths';

/** /all-product, optionally filtered by a category (the home page's category grid). */
export function cataloguePath({ category }: { category?: Category } = {}): string {
  return category
    ? `${cataloguePaths.catalogue}?${new URLSearchParams({ category })}`
    : cataloguePaths.catalogue;
}

/** The query parameter that holds the compared cars' ids: the page's whole state, so its address can be shared. */
export const COMPARE_SEARCH_PARAMS = ['ids'] as const;

/**
 * Every id `?ids=a,b,c` names, in order: trimmed, blanks and repeats dropped (ids are case-insensitive, as the API
 * reads them). Malformed ids stay: the page lists them as not found.
 */
export function namedCompareIds(params: URLSearchParams): string[] {
  return [
    ...new Set(
      params
        .getAll('ids')
        .flatMap((value) => value.split(','))
        .map((id) => id.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** The compare page's query as it is rendered and kept: its ids cleaned (`ids=A,a,,b` is `ids=a,b`). */
export function cleanCompareSearch(given: URLSearchParams): URLSearchParams {
  const ids = namedCompareIds(given);
  return new URLSearchParams(ids.length ? { ids: ids.join(',') } : {});
}

/** /compare?ids=a,b,c (the commas kept readable; each id encoded). */
export function comparePath(ids: readonly string[]): string {
  return ids.length
    ? `${cataloguePaths.compare}?ids=${ids.map(encodeURIComponent).join(',')}`
    : cataloguePaths.compare;
}
