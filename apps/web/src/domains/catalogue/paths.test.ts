import { describe, expect, it } from 'vitest';
import { cataloguePath, cleanCompareSearch, comparePath, productPath } from './paths';

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

  it('keys the compare page by its cleaned ids: one rendered copy for the addresses that show the same page', () => {
    const clean = (query: string) => cleanCompareSearch(new URLSearchParams(query)).toString();
    expect(clean('ids=A1, b2 ,,a1,B2')).toBe('ids=a1%2Cb2');
    expect(clean('ids=a1&ids=b2')).toBe('ids=a1%2Cb2');
    expect(clean('ids=,,')).toBe('');
    expect(clean('')).toBe('');
    // A malformed id is kept: the page lists it as not found (without asking the API about it).
    expect(clean('ids=.,a1')).toBe('ids=.%2Ca1');
  });
});
