/**
 * The query parameters the catalogue reads: the only ones that make one rendered catalogue page differ from
 * another (the server's page cache keys on them). A module of its own: the routes need it in the first load,
 * the filters' code (filters.ts) comes with the catalogue's page.
 */
export const CATALOGUE_SEARCH_PARAMS = [
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
] as const;
