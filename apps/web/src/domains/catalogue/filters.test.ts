import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS, parsePrice, readFilters, toCarQuery, writeFilters } from './filters';

describe('catalogue filters in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readFilters(new URLSearchParams())).toEqual({
      searchTerm: '',
      category: '',
      minPrice: 0,
      maxPrice: 100000,
      page: 1,
    });
  });

  it('reads every filter and ignores values that make no sense', () => {
    expect(
      readFilters(
        new URLSearchParams('searchTerm=%20bmw%20&category=SUV&minPrice=5000&maxPrice=60000&page=3'),
      ),
    ).toEqual({ searchTerm: 'bmw', category: 'SUV', minPrice: 5000, maxPrice: 60000, page: 3 });
    expect(readFilters(new URLSearchParams('category=Boat&minPrice=-4&maxPrice=abc&page=0'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(readFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, so shared links stay short', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(writeFilters({ ...DEFAULT_FILTERS, category: 'Truck', maxPrice: 50000, page: 2 }).toString()).toBe(
      'category=Truck&maxPrice=50000&page=2',
    );
  });

  it('round-trips through the URL', () => {
    const filters = {
      searchTerm: 'mustang gt',
      category: 'Coupe' as const,
      minPrice: 100,
      maxPrice: 90000,
      page: 4,
    };
    expect(readFilters(writeFilters(filters))).toEqual(filters);
  });

  it('asks the API for one page of six, newest first, with the price range', () => {
    expect(toCarQuery({ ...DEFAULT_FILTERS, page: 2 })).toEqual({
      searchTerm: undefined,
      category: undefined,
      minPrice: 0,
      maxPrice: 100000,
      sort: 'createdAt',
      page: 2,
      limit: 6,
    });
  });

  it('treats a blank or invalid typed price as the default', () => {
    expect(parsePrice('', 7)).toBe(7);
    expect(parsePrice('  ', 7)).toBe(7);
    expect(parsePrice('-1', 7)).toBe(7);
    expect(parsePrice('12.5', 7)).toBe(12.5);
  });
});
