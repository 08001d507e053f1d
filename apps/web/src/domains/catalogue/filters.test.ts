import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_FILTERS,
  parsePrice,
  readFilters,
  toCarQuery,
  writeFilters,
} from './filters';

describe('catalogue filters in the URL', () => {
  it('reads defaults from an empty query', () => {
    expect(readFilters(new URLSearchParams())).toEqual({
      searchTerm: '',
      category: '',
      minPrice: 0,
      maxPrice: 100000,
      fuelType: '',
      transmission: '',
      condition: '',
      minYear: undefined,
      maxYear: undefined,
      maxMileage: undefined,
      drivetrain: '',
      minSeats: undefined,
      priceDrop: '',
      sort: 'createdAt',
      page: 1,
    });
  });

  it('reads every filter and ignores values that make no sense', () => {
    expect(
      readFilters(
        new URLSearchParams('searchTerm=%20bmw%20&category=SUV&minPrice=5000&maxPrice=60000&page=3'),
      ),
    ).toEqual({
      ...DEFAULT_FILTERS,
      searchTerm: 'bmw',
      category: 'SUV',
      minPrice: 5000,
      maxPrice: 60000,
      page: 3,
    });
    expect(readFilters(new URLSearchParams('category=Boat&minPrice=-4&maxPrice=abc&page=0'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(
      readFilters(
        new URLSearchParams(
          'fuelType=Diesel&transmission=Manual&condition=Used&minYear=2015&maxYear=2020&maxMileage=50000&sort=-price',
        ),
      ),
    ).toEqual({
      ...DEFAULT_FILTERS,
      fuelType: 'Diesel',
      transmission: 'Manual',
      condition: 'Used',
      minYear: 2015,
      maxYear: 2020,
      maxMileage: 50000,
      sort: '-price',
    });
    // What the API would refuse is dropped, not sent: it would turn the whole page into an error.
    expect(
      readFilters(
        new URLSearchParams(
          'fuelType=diesel&transmission=CVT&condition=Mint&minYear=1200&maxYear=20.5&maxMileage=-1&sort=random',
        ),
      ),
    ).toEqual(DEFAULT_FILTERS);
    expect(readFilters(new URLSearchParams('page=2.5')).page).toBe(1);
  });

  it('writes only what differs from the defaults, so shared links stay short', () => {
    expect(writeFilters(DEFAULT_FILTERS).toString()).toBe('');
    expect(writeFilters({ ...DEFAULT_FILTERS, category: 'Truck', maxPrice: 50000, page: 2 }).toString()).toBe(
      'category=Truck&maxPrice=50000&page=2',
    );
    expect(
      writeFilters({ ...DEFAULT_FILTERS, condition: 'New', maxMileage: 10000, sort: 'createdAt' }).toString(),
    ).toBe('condition=New&maxMileage=10000');
  });

  it('round-trips through the URL', () => {
    const filters = {
      ...DEFAULT_FILTERS,
      searchTerm: 'mustang gt',
      category: 'Coupe' as const,
      minPrice: 100,
      maxPrice: 90000,
      fuelType: 'Plug-in Hybrid' as const,
      maxYear: 2022,
      maxMileage: 25000,
      sort: 'mileage' as const,
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
      fuelType: undefined,
      transmission: undefined,
      condition: undefined,
      minYear: undefined,
      maxYear: undefined,
      maxMileage: undefined,
      sort: 'createdAt',
      page: 2,
      limit: 6,
    });
    expect(toCarQuery({ ...DEFAULT_FILTERS, transmission: 'Manual', sort: '-year' })).toMatchObject({
      transmission: 'Manual',
      sort: '-year',
      page: 1,
    });
  });

  it('counts the filters a shopper set, not the search or the order', () => {
    expect(countActiveFilters(DEFAULT_FILTERS)).toBe(0);
    expect(
      countActiveFilters({
        ...DEFAULT_FILTERS,
        searchTerm: 'golf',
        sort: 'price',
        page: 3,
        fuelType: 'Electric',
        minYear: 2018,
      }),
    ).toBe(2);
  });

  it('treats a blank or invalid typed price as the default', () => {
    expect(parsePrice('', 7)).toBe(7);
    expect(parsePrice('  ', 7)).toBe(7);
    expect(parsePrice('-1', 7)).toBe(7);
    expect(parsePrice('12.5', 7)).toBe(12.5);
  });
});
