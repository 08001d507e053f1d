/** The shop's front door: the brand, breadcrumbs, error pages and sign-out all lead here. */
export const HOME_PATH = '/';

/**
 * /products/{id}: a car's page. The whole shop links to it (the catalogue, the cart, orders, enquiries, the
 * server's sitemap and mails), so it lives here rather than in one domain (written in the contract, which the
 * server's mails read); the catalogue's paths re-export it.
 */
export { productPage as productPath } from '@carshop/contract/page-paths';
