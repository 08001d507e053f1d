import type { CarListQuery } from '@carshop/contract/car';
import {
  CATALOGUE_PAGE_SIZE,
  CATEGORIES,
  type Category,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
} from '@carshop/contract/constants';

/** Everything the catalogue shows is described by these values, kept in the URL so a view can be shared. */
export type CatalogueFilters = {
  searchTerm: string;
  category: Category | '';
  minPrice: number;
  maxPrice: number;
  page: number;
};

/** The query parameters the catalogue reads: the only ones that make one rendered catalogue page differ from another. */
export const CATALOGUE_SEARCH_PARAMS = [
  'searchTerm',
  'category',
  'minPrice',
  'maxPrice',
  'page',
] as const satisfies readonly (keyof CatalogueFilters)[];

export const DEFAULT_FILTERS: CatalogueFilters = {
  searchTerm: '',
  category: '',
  minPrice: DEFAULT_MIN_PRICE,
  maxPrice: DEFAULT_MAX_PRICE,
  page: 1,
};

function isCategory(value: string | null): value is Category {
  return (CATEGORIES as readonly string[]).includes(value ?? '');
}

/** A price typed by hand: a blank, negative or non-numeric value means "use the default". */
export function parsePrice(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const price = Number(value);
  return Number.isFinite(price) && price >= 0 ? price : fallback;
}

export function readFilters(params: URLSearchParams): CatalogueFilters {
  const page = Number(params.get('page'));
  return {
    searchTerm: params.get('searchTerm')?.trim() ?? DEFAULT_FILTERS.searchTerm,
    category: isCategory(params.get('category')) ? (params.get('category') as Category) : '',
    minPrice: parsePrice(params.get('minPrice'), DEFAULT_FILTERS.minPrice),
    maxPrice: parsePrice(params.get('maxPrice'), DEFAULT_FILTERS.maxPrice),
    page: Number.isInteger(page) && page >= 1 ? page : DEFAULT_FILTERS.page,
  };
}

/** Only values that differ from the defaults go into the URL. */
export function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.searchTerm) params.set('searchTerm', filters.searchTerm);
  if (filters.category) params.set('category', filters.category);
  if (filters.minPrice !== DEFAULT_FILTERS.minPrice) params.set('minPrice', String(filters.minPrice));
  if (filters.maxPrice !== DEFAULT_FILTERS.maxPrice) params.set('maxPrice', String(filters.maxPrice));
  if (filters.page !== DEFAULT_FILTERS.page) params.set('page', String(filters.page));
  return params;
}

/** The API query for one page of the catalogue: the server filters and pages (6 per page), newest first. */
export function toCarQuery(filters: CatalogueFilters): CarListQuery {
  return {
    searchTerm: filters.searchTerm || undefined,
    category: filters.category || undefined,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    sort: 'createdAt',
    page: filters.page,
    limit: CATALOGUE_PAGE_SIZE,
  };
}
