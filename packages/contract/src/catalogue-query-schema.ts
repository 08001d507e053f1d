import { z } from 'zod';
import {
  CATALOGUE_PARAMS,
  CATALOGUE_QUERY,
  type CatalogueFilterQuery,
  type CatalogueParam,
  type CatalogueQuery,
  FACET_NAMES,
  type FacetName,
  FILTER_PARAMS,
  facetValues,
  readCatalogueParam,
} from './catalogue-query.ts';

/**
 * The API's schemas of the catalogue's query (GET /cars, GET /cars/facets) and of the facets' answer, built on the
 * contract's one definition and parser (catalogue-query.ts). A module of its own: the web app reads the query with
 * the parser alone, and its forms' schemas (car.ts) must not bring the definition into other pages' code.
 */

/**
 * One parameter of the catalogue's query as a route's schema: read by the contract's one parser
 * (catalogue-query.ts), its problems the 400's messages, documented in OpenAPI from the same definition.
 */
function catalogueParamSchema<K extends CatalogueParam>(name: K) {
  const definition: { kind: string; min?: number; max?: number; whole?: string; values?: readonly string[] } =
    CATALOGUE_QUERY[name];
  const documented =
    definition.kind === 'number'
      ? { type: definition.whole ? 'integer' : 'number', minimum: definition.min, maximum: definition.max }
      : {
          type: 'string',
          ...(definition.values ? { enum: definition.values } : { maxLength: definition.max }),
        };
  return z
    .unknown()
    .transform((raw, context) => {
      const { value, problems } = readCatalogueParam(name, raw);
      for (const message of problems) context.addIssue({ code: 'custom', message });
      return problems.length ? z.NEVER : value;
    })
    .optional()
    .meta(documented);
}

function catalogueQuerySchema<K extends CatalogueParam>(names: readonly K[]) {
  return z.object(
    Object.fromEntries(names.map((name) => [name, catalogueParamSchema(name)])) as {
      [P in K]: ReturnType<typeof catalogueParamSchema<P>>;
    },
  );
}

/**
 * GET /cars: search, filters, sort and paging; unknown parameters are ignored. The paging first, as in every list
 * of the API (pageQuerySchema): with several bad values, the 400's message is the first one's.
 */
export const carListQuerySchema = catalogueQuerySchema([
  ...CATALOGUE_PARAMS.filter((name) => CATALOGUE_QUERY[name].role === 'paging'),
  ...CATALOGUE_PARAMS.filter((name) => CATALOGUE_QUERY[name].role !== 'paging'),
]);
export type CarListQuery = CatalogueQuery;

/** GET /cars/facets: the list's filters (no paging or sort). */
export const carFacetsQuerySchema = catalogueQuerySchema(FILTER_PARAMS);
export type CarFacetsQuery = CatalogueFilterQuery;

/**
 * How many cars each value would show, with every other filter as given: "Diesel (12)" counts the cars that the
 * same query with `fuelType=Diesel` would list. Every value is there, 0 included.
 */
export const carFacetsSchema = z.object(
  Object.fromEntries(
    FACET_NAMES.map((facet) => [
      facet,
      z.object(Object.fromEntries(facetValues(facet).map((value) => [value, z.number().int()]))),
    ]),
  ) as { [F in FacetName]: z.ZodObject<Record<ReturnType<typeof facetValues<F>>[number], z.ZodNumber>> },
);
export type CarFacets = z.infer<typeof carFacetsSchema>;
