import { describe, expect, it } from 'vitest';
import { carFacetsQuerySchema, carListQuerySchema, carUpdateSchema } from './car.ts';
import {
  CATALOGUE_PAGE_PARAMS,
  CATALOGUE_PARAMS,
  CATALOGUE_QUERY,
  type CatalogueParam,
  type CatalogueQuery,
  catalogueFilters,
  catalogueRangeProblem,
  FACET_NAMES,
  FILTER_PARAMS,
  facetValues,
  formatCatalogueQuery,
  parseCatalogueQuery,
} from './catalogue-query.ts';
import { CATEGORIES, CONDITIONS, FUEL_TYPES, TRANSMISSIONS } from './constants.ts';

// The contract assumes no platform; its tests run on Node, whose URLSearchParams is the browser's.
declare const URLSearchParams: new (
  init?: string | Record<string, string>,
) => { toString: () => string; getAll: (name: string) => string[] };

/** A small seeded generator (mulberry32): the same queries on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORD_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -&%+=?/#é日ß';

/** A valid value of every parameter, drawn from the definition itself (a new parameter is covered too). */
function randomQuery(next: () => number): CatalogueQuery {
  const query: Record<string, unknown> = {};
  for (const name of CATALOGUE_PARAMS) {
    if (next() < 0.4) continue;
    const param: { kind: string; values?: readonly string[]; min?: number; max?: number; whole?: string } =
      CATALOGUE_QUERY[name];
    if (param.kind === 'choice') {
      const values = param.values ?? [];
      query[name] = values[Math.floor(next() * values.length)];
    } else if (param.kind === 'number') {
      const min = param.min ?? 0;
      const max = param.max ?? 0;
      const span = next() < 0.1 ? 0 : next() * (max - min);
      // Bounds themselves, whole numbers, and (where allowed) any fraction a double holds.
      const number = next() < 0.1 ? max : min + span;
      query[name] = param.whole ? Math.floor(number) : number;
    } else {
      const length = 1 + Math.floor(next() * 99);
      const text = Array.from(
        { length },
        () => WORD_CHARACTERS[Math.floor(next() * WORD_CHARACTERS.length)],
      ).join('');
      const trimmed = text.trim();
      if (trimmed && trimmed !== 'null' && trimmed !== 'undefined') query[name] = trimmed;
    }
  }
  return query as CatalogueQuery;
}

describe('the catalogue query parser', () => {
  it('reads back every query it wrote, from an address and from a parsed query string', () => {
    const next = random(27);
    for (let i = 0; i < 2000; i++) {
      const query = randomQuery(next);
      const written = formatCatalogueQuery(query);
      const address = new URLSearchParams(written);
      expect(parseCatalogueQuery(address), address.toString()).toEqual({ query, problems: [] });
      expect(parseCatalogueQuery(written)).toEqual({ query, problems: [] });
      // And through the address as text, as a link carries it.
      expect(parseCatalogueQuery(new URLSearchParams(address.toString())).query).toEqual(query);
    }
  });

  it("writes the parameters in the definition's order and leaves unset ones out", () => {
    const written = formatCatalogueQuery({ page: 2, maxPrice: 50000, category: 'Truck', sort: '-price' });
    expect(new URLSearchParams(written).toString()).toBe('category=Truck&maxPrice=50000&sort=-price&page=2');
    expect(formatCatalogueQuery({})).toEqual({});
  });

  it('takes blank, null and undefined as not set (ADR 026) and ignores parameters it does not know', () => {
    const address = new URLSearchParams(
      'searchTerm=%20%20&category=null&minPrice=&maxYear=undefined&sort=%20null%20&color=red&__proto__=x&getAll=1',
    );
    expect(parseCatalogueQuery(address)).toEqual({ query: {}, problems: [] });
    expect(parseCatalogueQuery({ category: 'undefined', page: 'null', constructor: 'x' })).toEqual({
      query: {},
      problems: [],
    });
  });

  it('trims a search and reads numbers as the API always has', () => {
    expect(
      parseCatalogueQuery({ searchTerm: '  bmw x5 ', minPrice: ' 12 ', page: '2.0', limit: '6' }),
    ).toEqual({
      query: { searchTerm: 'bmw x5', minPrice: 12, page: 2, limit: 6 },
      problems: [],
    });
  });

  it.each([
    ['category=Boat', 'category', ['Invalid category']],
    ['category=suv', 'category', ['Invalid category']],
    [
      'fuelType=Steam',
      'fuelType',
      ['Fuel type must be one of: Petrol, Diesel, Hybrid, Plug-in Hybrid, Electric, CNG'],
    ],
    ['transmission=cvt', 'transmission', ['Transmission must be one of: Automatic, Manual']],
    ['condition=Mint', 'condition', ['Condition must be one of: New, Used']],
    ['sort=price;drop', 'sort', ['Unknown sort']],
    ['searchTerm=bmw%00', 'searchTerm', ['Must not contain control characters']],
    [`searchTerm=${'x'.repeat(101)}`, 'searchTerm', ['Search is too long']],
    ['minPrice=abc', 'minPrice', ['minPrice must be a number']],
    ['maxPrice=1e400', 'maxPrice', ['maxPrice must be a number']],
    ['minPrice=-1', 'minPrice', ['minPrice must be 0 or more']],
    ['maxPrice=100000001', 'maxPrice', ['maxPrice is too high']],
    ['minYear=1700', 'minYear', ['minYear must be 1886 or later']],
    ['maxYear=2020.5', 'maxYear', ['maxYear must be a whole number']],
    ['minYear=1e20', 'minYear', ['minYear must be a whole number', 'minYear is too high']],
    ['maxMileage=-5', 'maxMileage', ['maxMileage must be 0 or more']],
    ['page=0', 'page', ['page must be 1 or more']],
    ['page=0.5', 'page', ['page must be 1 or more', 'page must be a whole number']],
    ['limit=1000', 'limit', ['limit must be at most 100']],
    ['limit=Infinity', 'limit', ['limit must be a number']],
    // A parameter given twice is refused, whatever its values.
    ['category=SUV&category=Sedan', 'category', ['Invalid category']],
    ['searchTerm=a&searchTerm=b', 'searchTerm', ['Must be text']],
    ['minPrice=1&minPrice=2', 'minPrice', ['minPrice must be a number']],
  ] as const)('refuses %s, and leaves it out', (address, name, messages) => {
    const { query, problems } = parseCatalogueQuery(new URLSearchParams(`${address}&condition=Used`));
    expect(problems).toEqual(messages.map((message) => ({ name, message })));
    expect(query).toEqual(name === 'condition' ? {} : { condition: 'Used' });
  });

  it('reads only the parameters asked for', () => {
    const input = { category: 'SUV', sort: 'nonsense', page: '0' };
    expect(parseCatalogueQuery(input, FILTER_PARAMS)).toEqual({ query: { category: 'SUV' }, problems: [] });
  });

  it('refuses a minimum above its maximum, with the messages of the API', () => {
    expect(catalogueRangeProblem({ minPrice: 5, maxPrice: 4 })).toBe(
      'minPrice cannot be greater than maxPrice',
    );
    expect(catalogueRangeProblem({ minYear: 2024, maxYear: 2020 })).toBe(
      'minYear cannot be greater than maxYear',
    );
    expect(catalogueRangeProblem({ minPrice: 5, maxPrice: 5, minYear: 2020 })).toBeUndefined();
    expect(catalogueRangeProblem({ minPrice: 5 })).toBeUndefined();
  });

  it('separates the filters from the order and the paging', () => {
    expect(
      catalogueFilters({ searchTerm: 'golf', fuelType: 'Diesel', sort: 'price', page: 2, limit: 6 }),
    ).toEqual({
      searchTerm: 'golf',
      fuelType: 'Diesel',
    });
  });
});

describe('the catalogue query definition', () => {
  it('names the four facet dimensions with their values, and the page address without the page size', () => {
    expect(FACET_NAMES).toEqual(['category', 'fuelType', 'transmission', 'condition']);
    expect(Object.fromEntries(FACET_NAMES.map((facet) => [facet, facetValues(facet)]))).toEqual({
      category: CATEGORIES,
      fuelType: FUEL_TYPES,
      transmission: TRANSMISSIONS,
      condition: CONDITIONS,
    });
    expect(CATALOGUE_PAGE_PARAMS).toEqual(CATALOGUE_PARAMS.filter((name) => name !== 'limit'));
  });

  it('defines every parameter named, in the order of the names', () => {
    expect(Object.keys(CATALOGUE_QUERY)).toEqual(CATALOGUE_PARAMS);
  });

  it('bounds every range by a number parameter of the definition', () => {
    for (const name of CATALOGUE_PARAMS) {
      const { atMost } = CATALOGUE_QUERY[name] as { atMost?: CatalogueParam };
      if (atMost) expect(CATALOGUE_QUERY[atMost].kind, name).toBe('number');
    }
  });

  it("refuses a facet's value in a car's body with the message the query gives", () => {
    // The body's schemas (car.ts) write the same messages: the admin's forms must not load the definition.
    for (const facet of FACET_NAMES) {
      const body = carUpdateSchema.safeParse({ [facet]: 'nonsense' });
      expect(body.error?.issues[0]?.message, facet).toBe(CATALOGUE_QUERY[facet].invalid);
    }
  });

  it('offers only values the API accepts', () => {
    for (const option of CATALOGUE_QUERY.sort.offered)
      expect(CATALOGUE_QUERY.sort.values).toContain(option.value);
    const mileage = CATALOGUE_QUERY.maxMileage;
    for (const limit of mileage.offered) expect(limit).toBeLessThanOrEqual(mileage.max);
  });
});

describe("the API's query schemas", () => {
  const junk = [
    '',
    'null',
    'SUV',
    'Diesel',
    'Used',
    'price',
    '-year',
    '0',
    '1',
    '2.5',
    '-3',
    '2021',
    '1e400',
    'abc',
    'a\u0000',
  ];

  it('read through the same parser, with the same problems, in the order of the paging first', () => {
    const next = random(38);
    for (let i = 0; i < 2000; i++) {
      const input: Record<string, unknown> = { junk: 'ignored' };
      for (const name of CATALOGUE_PARAMS) {
        if (next() < 0.5) input[name] = junk[Math.floor(next() * junk.length)];
      }
      const { query, problems } = parseCatalogueQuery(input);
      const answer = carListQuerySchema.safeParse(input);
      if (problems.length === 0) {
        expect(JSON.parse(JSON.stringify(answer.data))).toEqual(query);
        continue;
      }
      const paging = (name: string) => CATALOGUE_QUERY[name as CatalogueParam].role === 'paging';
      const expected = [
        ...problems.filter((p) => paging(p.name)),
        ...problems.filter((p) => !paging(p.name)),
      ];
      expect(answer.error?.issues.map((issue) => ({ name: issue.path[0], message: issue.message }))).toEqual(
        expected,
      );
    }
  });

  it('give the facets the filters alone', () => {
    expect(carFacetsQuerySchema.parse({ category: 'SUV', sort: 'nonsense', page: '0', limit: 'x' })).toEqual({
      category: 'SUV',
    });
  });
});
