/**
 * The catalogue page's query parameters, in the order of its address: the catalogue query's parameters but
 * `limit` (the page always shows CATALOGUE_PAGE_SIZE cars). catalogue-query.ts defines each, and the API's
 * `limit`; the compiler holds the definition to these names. A module of its own because the web app's page
 * registry, in every page's first load, needs the names and nothing else of the definition.
 */
export const CATALOGUE_PAGE_PARAMS = [
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
  'drivetrain',
  'minSeats',
  'priceDrop',
  'sort',
  'page',
] as const;
export type CataloguePageParam = (typeof CATALOGUE_PAGE_PARAMS)[number];
