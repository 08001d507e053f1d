import { CATALOGUE_PAGE_PARAMS } from './catalogue-params.ts';
import {
  CAR_SORTS,
  CATEGORIES,
  CONDITIONS,
  CONTROL_CHARACTER_MESSAGE,
  CONTROL_CHARACTERS,
  DEFAULT_MAX_PRICE,
  DEFAULT_MIN_PRICE,
  DRIVETRAINS,
  FUEL_TYPES,
  MAX_MILEAGE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_PRICE,
  MAX_SEATS,
  MIN_YEAR,
  TRANSMISSIONS,
  unsetToUndefined,
} from './constants.ts';

/**
 * The catalogue's query, defined once: the parameters of GET /cars and GET /cars/facets, which are also the
 * catalogue page's address (`/all-product?category=SUV&maxPrice=50000`), with their values, bounds and 400
 * messages, the page's defaults and the filter form's labels; and the one parser both sides read them with. Free of
 * zod, so the web app reads it in the browser; the API's route schemas are built on it (catalogue-query-schema.ts).
 * A new filter is its name in catalogue-params.ts and its entry here (the compiler refuses one without the other):
 * the API, the facets, the page's address and cache key, and the filter form follow.
 */

export { CATALOGUE_PAGE_PARAMS, type CataloguePageParam } from './catalogue-params.ts';

/** Every parameter: the catalogue page's, and the page size an API client may choose. */
export const CATALOGUE_PARAMS = [...CATALOGUE_PAGE_PARAMS, 'limit'] as const;
export type CatalogueParam = (typeof CATALOGUE_PARAMS)[number];

/** What a parameter does: narrow the list (a filter, counted by "Filters (n)"), order it, or page through it. */
type Role = 'filter' | 'order' | 'paging';

type TextParam = { kind: 'text'; role: Role; max: number; tooLong: string };

type ChoiceParam = {
  kind: 'choice';
  role: Role;
  values: readonly string[];
  /** The 400's message for any other value. */
  invalid: string;
  /** A facet dimension: GET /cars/facets counts how many cars each value would list. */
  facet?: true;
  /** The catalogue page's value when its address has none. */
  default?: string;
  /** The filter form's label, and its first option (no value chosen). */
  label?: string;
  any?: string;
  /** What the page's control offers, in its order (the API accepts every value). */
  offered?: readonly { value: string; label: string }[];
  /** The filter form's text for a value, when not the value itself (`priceDrop=1`: "Price drops only"). */
  valueLabels?: Readonly<Record<string, string>>;
};

type NumberParam = {
  kind: 'number';
  role: Role;
  min: number;
  max: number;
  /** The 400's messages after the parameter's name, when not "must be <min> or more" and "is too high". */
  tooLow?: string;
  tooHigh?: string;
  /** Whole numbers only; `last`: checked after the bounds (which decides the 400's first message). */
  whole?: 'first' | 'last';
  /** The catalogue page's value when its address has none (spec §9); the API itself has no default filter. */
  default?: number;
  /** The parameter this one may not be above: a 400 "minPrice cannot be greater than maxPrice". */
  atMost?: string;
  /** The filter form's label; `any` and `offered` make it a select of limits ("Up to 50,000 km") */
  label?: string;
  /** A distance: the form's options end with the shop's unit (SHOP_UNITS), which the contract does not know. */
  distance?: true;
  step?: number;
  any?: string;
  offered?: readonly number[];
  optionLabel?: (amount: string) => string;
};

type QueryParam = TextParam | ChoiceParam | NumberParam;

const oneOf = (what: string, values: readonly string[]) => `${what} must be one of: ${values.join(', ')}`;

const price = (label: string, fallback: number) =>
  ({
    kind: 'number',
    role: 'filter',
    min: 0,
    max: MAX_PRICE,
    default: fallback,
    label,
    step: 1000,
  }) as const;

const year = (label: string) =>
  ({
    kind: 'number',
    role: 'filter',
    whole: 'first',
    min: MIN_YEAR,
    max: 9999,
    tooLow: `must be ${MIN_YEAR} or later`,
    label,
  }) as const;

const pageNumber = (max: number) =>
  ({
    kind: 'number',
    role: 'paging',
    whole: 'last',
    min: 1,
    max,
    tooHigh: `must be at most ${max}`,
  }) as const;

/** Each parameter, in the order of CATALOGUE_PARAMS (the page's address and the filter form). */
export const CATALOGUE_QUERY = {
  searchTerm: { kind: 'text', role: 'filter', max: 100, tooLong: 'Search is too long' },
  category: {
    kind: 'choice',
    role: 'filter',
    values: CATEGORIES,
    invalid: 'Invalid category',
    facet: true,
    label: 'Category',
    any: 'Select Category',
  },
  minPrice: { ...price('Min Price', DEFAULT_MIN_PRICE), atMost: 'maxPrice' },
  maxPrice: price('Max Price', DEFAULT_MAX_PRICE),
  fuelType: {
    kind: 'choice',
    role: 'filter',
    values: FUEL_TYPES,
    invalid: oneOf('Fuel type', FUEL_TYPES),
    facet: true,
    label: 'Fuel',
    any: 'Any fuel',
  },
  transmission: {
    kind: 'choice',
    role: 'filter',
    values: TRANSMISSIONS,
    invalid: oneOf('Transmission', TRANSMISSIONS),
    facet: true,
    label: 'Transmission',
    any: 'Any gearbox',
  },
  condition: {
    kind: 'choice',
    role: 'filter',
    values: CONDITIONS,
    invalid: oneOf('Condition', CONDITIONS),
    facet: true,
    label: 'Condition',
    any: 'New or used',
  },
  minYear: { ...year('Year from'), atMost: 'maxYear' },
  maxYear: year('Year to'),
  maxMileage: {
    kind: 'number',
    role: 'filter',
    whole: 'first',
    min: 0,
    max: MAX_MILEAGE,
    label: 'Mileage',
    any: 'Any mileage',
    offered: [10_000, 25_000, 50_000, 100_000, 150_000],
    distance: true,
    optionLabel: (amount: string) => `Up to ${amount}`,
  },
  // Features (issue 32): not facets (a car may have no drivetrain given; the counts' copy filters by them).
  drivetrain: {
    kind: 'choice',
    role: 'filter',
    values: DRIVETRAINS,
    invalid: oneOf('Drivetrain', DRIVETRAINS),
    label: 'Drivetrain',
    any: 'Any drivetrain',
  },
  minSeats: {
    kind: 'number',
    role: 'filter',
    whole: 'first',
    min: 1,
    max: MAX_SEATS,
    tooHigh: `must be at most ${MAX_SEATS}`,
    label: 'Seats',
    any: 'Any seats',
    offered: [2, 4, 5, 7],
    optionLabel: (amount: string) => `${amount} or more`,
  },
  // Only cars whose price dropped within the shop's PRICE_DROP_DAYS (issue 32).
  priceDrop: {
    kind: 'choice',
    role: 'filter',
    values: ['1'],
    invalid: 'priceDrop must be 1',
    label: 'Price drops',
    any: 'Any car',
    valueLabels: { '1': 'Price drops only' },
  },
  sort: {
    kind: 'choice',
    role: 'order',
    values: CAR_SORTS,
    invalid: 'Unknown sort',
    // Newest first, as the specification's catalogue always listed.
    default: 'createdAt',
    offered: [
      { value: 'createdAt', label: 'Newest listings' },
      { value: 'price', label: 'Price: low to high' },
      { value: '-price', label: 'Price: high to low' },
      { value: '-year', label: 'Year: newest first' },
      { value: 'year', label: 'Year: oldest first' },
      { value: 'mileage', label: 'Mileage: lowest first' },
      { value: 'priceDrop', label: 'Price drops: latest first' },
    ],
  },
  page: { ...pageNumber(MAX_PAGE), default: 1 },
  limit: pageNumber(MAX_PAGE_SIZE),
} as const satisfies Record<CatalogueParam, QueryParam>;

type Definition = typeof CATALOGUE_QUERY;
export type CatalogueValue<K extends CatalogueParam> = Definition[K] extends { values: readonly (infer V)[] }
  ? V
  : Definition[K] extends { kind: 'number' }
    ? number
    : string;
/** A query as read: the parameters given, each valid. */
export type CatalogueQuery = { [K in CatalogueParam]?: CatalogueValue<K> };

type ParamsWhere<Shape> = { [K in CatalogueParam]: Definition[K] extends Shape ? K : never }[CatalogueParam];
export type FilterParam = ParamsWhere<{ role: 'filter' }>;
export type FacetName = ParamsWhere<{ facet: true }>;
/** GET /cars/facets: the filters alone. */
export type CatalogueFilterQuery = Pick<CatalogueQuery, FilterParam>;

const param = (name: CatalogueParam): QueryParam => CATALOGUE_QUERY[name];

// Pure: what a build does not use of these lists is left out of it.
export const FILTER_PARAMS = /* @__PURE__ */ CATALOGUE_PARAMS.filter(
  (name) => param(name).role === 'filter',
) as FilterParam[];
export const FACET_NAMES = /* @__PURE__ */ CATALOGUE_PARAMS.filter(
  (name) => 'facet' in param(name),
) as FacetName[];

type Reading<K extends CatalogueParam> = { value?: CatalogueValue<K>; problems: string[] };

/**
 * One parameter as a client sent it: unset (missing, blank, `null`, `undefined`: ADR 026) is no value; otherwise
 * the value, or the 400's messages in order (several values of one parameter are refused).
 */
export function readCatalogueParam<K extends CatalogueParam>(name: K, raw: unknown): Reading<K> {
  const given = unsetToUndefined(raw);
  if (given === undefined) return { problems: [] };
  const { value, problems } = readValue(name, param(name), given);
  return problems.length ? { problems } : { value: value as CatalogueValue<K>, problems };
}

function readValue(name: string, param: QueryParam, given: unknown): { value?: unknown; problems: string[] } {
  if (param.kind === 'choice') {
    return { value: given, problems: param.values.includes(given as string) ? [] : [param.invalid] };
  }
  if (param.kind === 'text') {
    if (typeof given !== 'string') return { problems: ['Must be text'] };
    const value = given.trim();
    const problems = CONTROL_CHARACTERS.test(value) ? [CONTROL_CHARACTER_MESSAGE] : [];
    return { value, problems: value.length > param.max ? [...problems, param.tooLong] : problems };
  }
  const value = Number(given);
  if (!Number.isFinite(value)) return { problems: [`${name} must be a number`] };
  const problems = [];
  if (value < param.min) problems.push(param.tooLow ?? `must be ${param.min} or more`);
  if (value > param.max) problems.push(param.tooHigh ?? 'is too high');
  if (param.whole && !Number.isSafeInteger(value)) {
    // Checked first, a fraction ends the checks (a whole number too large to be exact does not).
    if (param.whole === 'last') problems.push('must be a whole number');
    else problems.splice(0, Number.isInteger(value) ? 0 : 2, 'must be a whole number');
  }
  return { value, problems: problems.map((message) => `${name} ${message}`) };
}

/** An address's parameters (URLSearchParams), or a query string as the server parsed it. */
type QueryInput = { getAll: (name: string) => string[] } | Readonly<Record<string, unknown>>;

const isSearchParams = (input: QueryInput): input is { getAll: (name: string) => string[] } =>
  typeof input.getAll === 'function';

/** The parameter as given: a parameter given twice in an address is its values (refused). */
function rawOf(input: QueryInput, name: string): unknown {
  if (!isSearchParams(input)) return Object.hasOwn(input, name) ? input[name] : undefined;
  const values = input.getAll(name);
  return values.length > 1 ? values : values[0];
}

/**
 * A query from an address's parameters or a parsed query string: the valid values, and the problems of the others
 * (the API answers 400 with them; the catalogue page leaves such values out). Other parameters are ignored.
 */
export function parseCatalogueQuery(input: QueryInput, names: readonly CatalogueParam[] = CATALOGUE_PARAMS) {
  const query: Record<string, unknown> = {};
  const problems: { name: CatalogueParam; message: string }[] = [];
  for (const name of names) {
    const { value, problems: messages } = readCatalogueParam(name, rawOf(input, name));
    if (value !== undefined) query[name] = value;
    for (const message of messages) problems.push({ name, message });
  }
  return { query: query as CatalogueQuery, problems };
}

/**
 * A query as an address's parameters, in the definition's order (`new URLSearchParams(...)` keeps it):
 * parseCatalogueQuery of it is the query again.
 */
export function formatCatalogueQuery(query: CatalogueQuery): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of CATALOGUE_PARAMS) {
    const value = query[name];
    if (value !== undefined) params[name] = String(value);
  }
  return params;
}

/** A minimum above its maximum: the 400's message, checked once each value is valid on its own. */
export function catalogueRangeProblem(query: CatalogueQuery): string | undefined {
  for (const name of CATALOGUE_PARAMS) {
    const { atMost } = param(name) as { atMost?: CatalogueParam };
    const low = query[name];
    const high = atMost && query[atMost];
    if (atMost && typeof low === 'number' && typeof high === 'number' && low > high) {
      return `${name} cannot be greater than ${atMost}`;
    }
  }
  return undefined;
}

/** The filters of a query (what GET /cars/facets reads): no order, no paging. */
export function catalogueFilters(query: CatalogueQuery): CatalogueFilterQuery {
  return Object.fromEntries(FILTER_PARAMS.flatMap((name) => (name in query ? [[name, query[name]]] : [])));
}

/** A facet dimension's values, in order. */
export const facetValues = <F extends FacetName>(facet: F): Definition[F]['values'] =>
  CATALOGUE_QUERY[facet].values;
