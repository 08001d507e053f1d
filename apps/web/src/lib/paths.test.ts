import { describe, expect, it } from 'vitest';
import { cataloguePath, loginRedirect, paths, productPath } from './paths';

describe('path builders', () => {
  it('builds a product page address with the id encoded', () => {
    expect(productPath('a1b2')).toBe('/products/a1b2');
    expect(productPath('a/b c')).toBe('/products/a%2Fb%20c');
  });

  it('builds the catalogue address, filtered or not', () => {
    expect(cataloguePath()).toBe('/all-product');
    expect(cataloguePath({ category: 'SUV' })).toBe('/all-product?category=SUV');
  });

  it('sends a visitor to /login with the origin in history state, not in the address', () => {
    expect(loginRedirect('/dashboard/users?x=1')).toEqual({
      to: paths.login,
      state: { from: '/dashboard/users?x=1' },
    });
    expect(loginRedirect()).toEqual({ to: '/login', state: {} });
  });

  it('names every route of the specification', () => {
    expect(Object.values(paths).sort()).toEqual(
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
});
