/**
 * The names of the catalogue query's parameters, in the order of the catalogue page's address; catalogue-query.ts
 * defines each (the compiler holds the two to the same names). A module of its own because the web app's page
 * registry, in every page's first load, needs the names and nothing else of the definition.
 */
export const CATALOGUE_PARAMS = [
  'searchTerm',
  'category',
  'minPrice',
  'maxPrice',
  'fuelType',
  'transmission',
  'condition',
  'minYear',
  'maxYear',
  'maxMileage',
  'sort',
  'page',
  'limit',
] as const;
export type CatalogueParam = (typeof CATALOGUE_PARAMS)[number];

/** The catalogue page's address: every parameter but `limit` (the page always shows CATALOGUE_PAGE_SIZE cars). */
export type CataloguePageParam = Exclude<CatalogueParam, 'limit'>;
export const CATALOGUE_PAGE_PARAMS = CATALOGUE_PARAMS.filter(
  (name): name is CataloguePageParam => name !== 'limit',
);
