import type { Category } from '@carshop/contract/constants';

/**
 * Every page of the shop (spec §2), named once. The router, the menus, the links and the redirects read
 * these names, so a path changes in one place. Pages that do not exist yet are named already, so the next
 * screens only add their route and menu entry.
 */
export const paths = {
  home: '/',
  login: '/login',
  register: '/register',
  blog: '/blog',
  /** The home page's blog teaser links here; it shows the same page as /blog (spec §2). */
  blogs: '/blogs',
  faq: '/faq',
  catalogue: '/all-product',
  product: '/products/:productId',
  about: '/about',
  contact: '/contact',
  checkout: '/checkout',
  dashboard: '/dashboard',
  dashboardUsers: '/dashboard/users',
  dashboardCars: '/dashboard/cars',
  dashboardAddCar: '/dashboard/add-car',
  dashboardOrders: '/dashboard/orders',
  dashboardProfile: '/dashboard/profile',
  /** The customer's own orders ("Track My Order"). */
  dashboardOrder: '/dashboard/order',
} as const;

/** /products/{id} */
export function productPath(id: string): string {
  return `/products/${encodeURIComponent(id)}`;
}

/** /all-product, optionally filtered by a category (the home page's category grid). */
export function cataloguePath({ category }: { category?: Category } = {}): string {
  return category ? `${paths.catalogue}?${new URLSearchParams({ category })}` : paths.catalogue;
}

/**
 * Where a route guard sends a visitor: /login, carrying the page they asked for as `state.from` (spec §2).
 * The origin travels in history state rather than the query, so the address stays a plain /login.
 * Spread it into <Navigate {...loginRedirect(from)} replace />.
 */
export function loginRedirect(from?: string): { to: string; state: { from?: string } } {
  return { to: paths.login, state: from ? { from } : {} };
}
