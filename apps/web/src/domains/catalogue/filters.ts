import type { CarFacetsQuery, CarListQuery } from '@carshop/contract/car';
import {
  CATALOGUE_PAGE_PARAMS,
  CATALOGUE_QUERY,
  type CataloguePageParam,
  type CatalogueParam,
  type CatalogueQuery,
  type CatalogueValue,
  FILTER_PARAMS,
  type FilterParam,
  formatCatalogueQuery,
  parseCatalogueQuery,
  readCatalogueParam,
} from '@carshop/contract/catalogue-query';
import { CATALOGUE_PAGE_SIZE } from '@carshop/contract/constants';

type Definition = typeof CATALOGUE_QUERY;
type Defaulted = {
  [K in CatalogueParam]: Definition[K] extends { default: unknown } ? K : never;
}[CatalogueParam];
/** Unset, a number is undefined (any year, any mileage) and a choice or the search is '' (a select's first option). */
type Shown<K extends CatalogueParam> = K extends Defaulted
  ? CatalogueValue<K>
  : Definition[K] extends { kind: 'number' }
    ? CatalogueValue<K> | undefined
    : CatalogueValue<K> | '';

/**
 * Everything the catalogue shows is described by these values, kept in the URL so a view can be shared: the
 * parameters of the contract's catalogue query (catalogue-query.ts) but the page size, each set or at its default.
 */
export type CatalogueFilters = { [K in CataloguePageParam]: Shown<K> };

/** The filters a shopper sets (not the order or the page): what "Filters (3)" counts and Reset clears. */
export type CatalogueFilterPatch = Partial<Omit<CatalogueFilters, 'page'>>;

export const DEFAULT_FILTERS = Object.fromEntries(
  CATALOGUE_PAGE_PARAMS.map((name) => {
    const param: { kind: string; default?: unknown } = CATALOGUE_QUERY[name];
    return [name, 'default' in param ? param.default : param.kind === 'number' ? undefined : ''];
  }),
) as CatalogueFilters;

/** The filters of the filter form, in its order: every filter but the search, which is above the results. */
export const FORM_FILTERS = FILTER_PARAMS.filter((name) => CATALOGUE_QUERY[name].kind !== 'text') as Exclude<
  FilterParam,
  'searchTerm'
>[];
export type FormFilter = (typeof FORM_FILTERS)[number];

/** The orders the "Sort by" control offers, in its order (the API knows a few more). */
export const SORT_OPTIONS = CATALOGUE_QUERY.sort.offered;

/** A value typed into the form: what the page keeps, its default when blank or not a value the API accepts. */
export function typedFilter<K extends FormFilter>(name: K, text: string): CatalogueFilters[K] {
  return (readCatalogueParam(name, text).value ?? DEFAULT_FILTERS[name]) as CatalogueFilters[K];
}

/** A price typed by hand: a blank, negative or non-numeric value means "use the default". */
export function parsePrice(value: string | null, fallback: number): number {
  return (value === null ? undefined : readCatalogueParam('minPrice', value).value) ?? fallback;
}

/** The address's values the API would accept; the others (junk, a value the API would refuse) are left out. */
export function readFilters(params: URLSearchParams): CatalogueFilters {
  return { ...DEFAULT_FILTERS, ...parseCatalogueQuery(params, CATALOGUE_PAGE_PARAMS).query };
}

/** The set values of `names`, as the API reads them. */
function queryOf<K extends CataloguePageParam>(filters: CatalogueFilters, names: readonly K[]) {
  return Object.fromEntries(
    names.map((name) => [name, filters[name] === '' ? undefined : filters[name]]),
  ) as Pick<CatalogueQuery, K>;
}

/** Only values that differ from the defaults go into the URL, in the definition's order. */
export function writeFilters(filters: CatalogueFilters): URLSearchParams {
  const changed = CATALOGUE_PAGE_PARAMS.filter((name) => filters[name] !== DEFAULT_FILTERS[name]);
  return new URLSearchParams(formatCatalogueQuery(queryOf(filters, changed)));
}

/** How many filters of the form differ from the defaults (the search and the sort show anyway). */
export function countActiveFilters(filters: CatalogueFilters): number {
  return FORM_FILTERS.filter((name) => filters[name] !== DEFAULT_FILTERS[name]).length;
}

/** The API's filters for the catalogue's list and its counts. */
export function toFacetsQuery(filters: CatalogueFilters): CarFacetsQuery {
  return queryOf(filters, FILTER_PARAMS);
}

/** The API query for one page of the catalogue: the server filters, sorts and pages (6 per page). */
export function toCarQuery(filters: CatalogueFilters): CarListQuery {
  return { ...queryOf(filters, CATALOGUE_PAGE_PARAMS), limit: CATALOGUE_PAGE_SIZE };
}
