import type { Category } from '@carshop/contract/constants';

/** The catalogue's pages (spec §2), public and admin, named once: links, menus and routes read these. */
export const cataloguePaths = {
  catalogue: '/all-product',
  product: '/products/:productId',
  dashboardCars: '/dashboard/cars',
  dashboardAddCar: '/dashboard/add-car',
} as const;

/** /products/{id} */
export function productPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`;
}

/** /all-product, optionally filtered by a category (the home page's category grid). */
export function cataloguePath({ category }: { category?: Category } = {}): string {
  return category
    ? `${cataloguePaths.catalogue}?${new URLSearchParams({ category })}`
    : cataloguePaths.catalogue;
}
