/** The shop's front door: the brand, breadcrumbs, error pages and sign-out all lead here. */
export const HOME_PATH = '/';

/**
 * /products/{id}: a car's page. The whole shop links to it (the catalogue, the cart, orders, enquiries, the
 * server's sitemap), so it lives here rather than in one domain; the catalogue's paths re-export it.
 */
export function productPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`;
}
