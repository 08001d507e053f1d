import { describe, expect, it } from 'vitest';
import { orderPage, PAGE_PATHS, productPage, resetPasswordPage } from './page-paths.ts';

describe('page paths', () => {
  it('builds each address from its pattern', () => {
    expect(productPage('0f8e4c1a-1111-4222-8333-944455556666')).toBe(
      '/products/0f8e4c1a-1111-4222-8333-944455556666',
    );
    expect(orderPage('abc')).toBe('/dashboard/order/abc');
    expect(resetPasswordPage('Zm9v_YmFy-')).toBe('/reset-password#token=Zm9v_YmFy-');
  });

  it('encodes what would break the address', () => {
    expect(orderPage('a/b?c')).toBe('/dashboard/order/a%2Fb%3Fc');
    expect(resetPasswordPage('a&b=c')).toBe(`${PAGE_PATHS.resetPassword}#token=a%26b%3Dc`);
  });
});
