import { describe, expect, it } from 'vitest';
import { cataloguePath, comparePath, productPath } from './paths';

describe('catalogue addresses', () => {
  it('builds a product page address with the id encoded', () => {
    expect(productPath('a1b2')).toBe('/products/a1b2');
    expect(productPath('a/b c')).toBe('/products/a%2Fb%20c');
  });

  it('builds the catalogue address, filtered or not', () => {
    expect(cataloguePath()).toBe('/all-product');
    expect(cataloguePath({ category: 'SUV' })).toBe('/all-product?category=SUV');
  });

  it('builds the compare address with the ids readable and encoded', () => {
    expect(comparePath([])).toBe('/compare');
    expect(comparePath(['a1', 'b2', 'c 3'])).toBe('/compare?ids=a1,b2,c%203');
  });
});
