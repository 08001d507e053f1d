import { describe, expect, it } from 'vitest';
import { pageRoutes } from './pages';

describe('the page registry', () => {
  it('names every route of the specification, once', () => {
    const paths = pageRoutes.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/about',
        '/all-product',
        '/blog',
        '/blogs',
        '/checkout',
        '/contact',
        '/dashboard',
        '/dashboard/add-car',
        '/dashboard/cars',
        '/dashboard/order',
        '/dashboard/orders',
        '/dashboard/profile',
        '/dashboard/users',
        '/faq',
        '/login',
        '/products/:productId',
        '/register',
      ].sort(),
    );
  });

  it('guards the dashboard and the checkout, and lets the server render every public page', () => {
    for (const page of pageRoutes) {
      if (page.layout === 'dashboard') expect(page.access, page.path).not.toBe('anyone');
      // A public page without a server part would render without its head.
      if (page.layout === 'public') expect(page.server, page.path).toBeDefined();
    }
    expect(pageRoutes.find((page) => page.path === '/checkout')?.access).toBe('signed-in');
    expect(
      pageRoutes
        .filter((page) => page.access === 'admin')
        .map((page) => page.path)
        .sort(),
    ).toEqual(['/dashboard/add-car', '/dashboard/cars', '/dashboard/orders', '/dashboard/users']);
  });
});
