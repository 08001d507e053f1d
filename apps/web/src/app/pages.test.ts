import { describe, expect, it } from 'vitest';
import { pageRoutes } from './pages';

describe('the page registry', () => {
  it('names every route of the specification, and the pages issue 20 adds, once', () => {
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
        // Issue 20: account recovery and the order's own page (its confirmation and receipt).
        '/forgot-password',
        '/reset-password',
        '/dashboard/order/:orderId',
        // Issue 22: enquiries, the admin's and a customer's own.
        '/dashboard/enquiries',
        '/dashboard/my-enquiries',
        // Issue 22: a customer's saved cars.
        '/dashboard/saved',
        // Issue 22: the comparison of up to three cars.
        '/compare',
        // Issue 28: what a blocked account's open session shows.
        '/account-blocked',
        // Issue 28: the mailed link that confirms an account's email.
        '/verify-email',
        // Issue 30: the audit log of staff writes.
        '/dashboard/audit',
        // Issue 29: where a buyer comes back to from the provider's payment page.
        '/checkout/return',
        // Issue 31: cars in by CSV.
        '/dashboard/cars/import',
        // Issue 31: the vehicle feeds and the cars they leave out.
        '/dashboard/feeds',
        // Issue 31: outgoing webhooks, their secret once and their delivery log.
        '/dashboard/webhooks',
        // Issue 32: "Value my trade-in".
        '/trade-in',
        // Issue 32: a buyer's saved searches.
        '/dashboard/searches',
        // Issue 32: the alert mails' unsubscribe page (ADR 071).
        '/unsubscribe',
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
    // Staff pages sit behind the part of the dashboard they belong to (issue 30, @carshop/contract/staff).
    expect(
      Object.fromEntries(
        pageRoutes
          .filter((page) => page.access !== 'anyone' && page.access !== 'signed-in')
          .map((page) => [page.path, page.access]),
      ),
    ).toEqual({
      '/dashboard/add-car': 'editCars',
      '/dashboard/audit': 'audit',
      '/dashboard/cars': 'cars',
      '/dashboard/cars/import': 'editCars',
      '/dashboard/enquiries': 'enquiries',
      '/dashboard/feeds': 'editCars',
      '/dashboard/orders': 'orders',
      '/dashboard/users': 'users',
      '/dashboard/webhooks': 'webhooks',
    });
  });
});
