import type { CarFacetsQuery, CarListQuery } from '@carshop/contract/car';
import {
  CAR_SORTS,
  CATALOGUE_PAGE_SIZE,
  CATEGORIES,
  type CarSort,
  type Category,
  CONDITIONS,
  type Condition,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  FUEL_TYPES,
  type FuelType,
  MAX_MILEAGE,
  MIN_YEAR,
  TRANSMISSIONS,
  type Transmission,
} from '@carshop/contract/constants';

import { CATALOGUE_SEARCH_PARAMS } from './search-params';

/** Everything the catalogue shows is described by these values, kept in the URL so a view can be shared. */
export type CatalogueFilters = {
  searchTerm: string;
  category: Category | '';
  minPrice: number;
  maxPrice: number;
  fuelType: FuelType | '';
  transmission: Transmission | '';
  condition: Condition | '';
  /** Unset: any year, any mileage. */
  minYear: number | undefined;
  maxYear: number | undefined;
  maxMileage: number | undefined;
  sort: CarSort;
  page: number;
};

/** The filters a shopper sets (not the order or the page): what "Filters (3)" counts and Reset clears. */
export type CatalogueFilterPatch = Partial<Omit<CatalogueFilters, 'page'>>;

/** Newest first, as the spec's catalogue always listed. */
const DEFAULT_SORT: CarSort = 'createdAt';

export const DEFAULT_FILTERS: CatalogueFilters = {
  searchTerm: '',
  category: '',
  minPrice: DEFAULT_MIN_PRICE,
  maxPrice: DEFAULT_MAX_PRICE,
  fuelType: '',
  transmission: '',
  condition: '',
  minYear: undefined,
  maxYear: undefined,
  maxMileage: undefined,
  sort: DEFAULT_SORT,
  page: 1,
};

/** The orders the "Sort by" control offers, in its order (the API knows a few more). */
export const SORT_OPTIONS: readonly { value: CarSort; label: string }[] = [
  { value: 'createdAt', label: 'Newest listings' },
  { value: 'price', label: 'Price: low to high' },
  { value: '-price', label: 'Price: high to low' },
  { value: '-year', label: 'Year: newest first' },
  { value: 'year', label: 'Year: oldest first' },
  { value: 'mileage', label: 'Mileage: lowest first' },
];

/** "Up to 50,000 km": the mileage limits the filter offers. */
export const MILEAGE_LIMITS = [10_000, 25_000, 50_000, 100_000, 150_000] as const;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | '' {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : '';
}

/** A price typed by hand: a blank, negative or non-numeric value means "use the default". */
export function parsePrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : fallback;
}

/** A whole number within bounds, or unset (blank, junk or out of range: the API would refuse it). */
function parseWhole(value: string | null, min: number, max: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : undefined;
}

export const parseYear = (value: string | null) => parseWhole(value, MIN_YEAR, 9999);
const parseMileage = (value: string | null) => parseWhole(value, 0, MAX_MILEAGE);

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  return {
    searchTerm: params.get('searchTerm')?.trim() ?? DEFAULT_FILTERS.searchTerm,
    category: oneOf(CATEGORIES, params.get('category')),
    minPrice: parsePrice(params.get('minPrice'), DEFAULT_FILTERS.minPrice),
    maxPrice: parsePrice(params.get('maxPrice'), DEFAULT_FILTERS.maxPrice),
    fuelType: oneOf(FUEL_TYPES, params.get('fuelType')),
    transmission: oneOf(TRANSMISSIONS, params.get('transmission')),
    condition: oneOf(CONDITIONS, params.get('condition')),
    minYear: parseYear(params.get('minYear')),
    maxYear: parseYear(params.get('maxYear')),
    maxMileage: parseMileage(params.get('maxMileage')),
    sort: oneOf(CAR_SORTS, params.get('sort')) || DEFAULT_SORT,
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_FILTERS.page,
  };
}

/** Only values that differ from the defaults go into the URL, in CATALOGUE_SEARCH_PARAMS' order. */
export function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of CATALOGUE_SEARCH_PARAMS) {
    const value = filters[name];
    if (value !== undefined && value !== '' && value !== DEFAULT_FILTERS[name])
      params.set(name, String(value));
  }
  return params;
}

/** How many filters differ from the defaults (the search and the sort are not counted: they show anyway). */
export function countActiveFilters(filters: CatalogueFilters): number {
  return CATALOGUE_SEARCH_PARAMS.filter(
    (name) => !NOT_COUNTED.has(name) && filters[name] !== DEFAULT_FILTERS[name],
  ).length;
}

const NOT_COUNTED: ReadonlySet<keyof CatalogueFilters> = new Set(['searchTerm', 'sort', 'page']);

/** The API's filters for the catalogue's list and its counts. */
export function toFacetsQuery(filters: CatalogueFilters): CarFacetsQuery {
  return {
    searchTerm: filters.searchTerm || undefined,
    category: filters.category || undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    fuelType: filters.fuelType || undefined,
    transmission: filters.transmission || undefined,
    condition: filters.condition || undefined,
    minYear: filters.minYear,
    maxYear: filters.maxYear,
    maxMileage: filters.maxMileage,
  };
}

/** The API query for one page of the catalogue: the server filters, sorts and pages (6 per page). */
export function toCarQuery(filters: CatalogueFilters): CarListQuery {
  return { ...toFacetsQuery(filters), sort: filters.sort, page: filters.page, limit: CATALOGUE_PAGE_SIZE };
}
