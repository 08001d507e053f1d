import { z } from 'zod';
import { CATALOGUE_PAGE_PARAMS, formatCatalogueQuery, parseCatalogueQuery } from './catalogue-query.ts';
import { text } from './text.ts';

/**
 * Saved searches (issue 32): a signed-in buyer keeps a catalogue filter under a name, sees how many cars match it
 * now and opens the catalogue with it; with `alerts`, new matches come by mail in the buyer's digest (ADR 071).
 */

/** How many searches one buyer may keep. */
export const MAX_SAVED_SEARCHES = 20;
export const SAVED_SEARCH_NAME_MAX = 60;

export const SAVED_SEARCH_MESSAGES = {
  listed: 'Saved searches retrieved successfully',
  saved: 'Search saved',
  updated: 'Saved search updated',
  alertsOn: 'We will email you new matches',
  alertsOff: 'No more emails about this search',
  removed: 'Saved search removed',
  notFound: 'Saved search not found',
  nameRequired: 'Give the search a name',
  tooMany: `You can save up to ${MAX_SAVED_SEARCHES} searches. Remove one to save another.`,
} as const;

/** A query string's values by name, as URLSearchParams reads them (`+` a space), for a contract with no DOM types. */
function paramsOf(query: string) {
  const values = new Map<string, string[]>();
  for (const pair of query.replace(/^\?/, '').split('&')) {
    if (!pair) continue;
    const [name = '', value = ''] = pair.split('=', 2).map((part) => {
      try {
        return decodeURIComponent(part.replace(/\+/g, ' '));
      } catch {
        return '\u0000'; // a broken escape: refused like a control character
      }
    });
    values.set(name, [...(values.get(name) ?? []), value]);
  }
  return { getAll: (name: string) => values.get(name) ?? [] };
}

/** The catalogue query of a saved search's query string (checked when it was saved). */
export const savedCatalogueQuery = (query: string) =>
  parseCatalogueQuery(paramsOf(query), CATALOGUE_PAGE_PARAMS).query;

/**
 * The catalogue address's query string (`category=SUV&maxPrice=50000`), as the catalogue page writes it. Kept as
 * the parameters the catalogue reads, in their order, without the page: a value the API would refuse is a 400.
 */
const catalogueQueryString = z
  .string()
  .max(1000, 'The search is too long')
  .transform((value, context) => {
    const { query, problems } = parseCatalogueQuery(paramsOf(value), CATALOGUE_PAGE_PARAMS);
    for (const problem of problems) context.addIssue({ code: 'custom', message: problem.message });
    const { page: _page, ...kept } = query;
    return Object.entries(formatCatalogueQuery(kept))
      .map(([name, given]) => `${name}=${encodeURIComponent(given)}`)
      .join('&');
  });

export const savedSearchCreateSchema = z.object({
  name: text({ max: SAVED_SEARCH_NAME_MAX, required: SAVED_SEARCH_MESSAGES.nameRequired }),
  query: catalogueQueryString,
  /** "Email me new matches": off when not given (a client that offers no choice asked for none). */
  alerts: z.boolean().optional(),
});
export type SavedSearchCreate = z.input<typeof savedSearchCreateSchema>;

export const savedSearchUpdateSchema = z.object({
  name: text({ max: SAVED_SEARCH_NAME_MAX, required: SAVED_SEARCH_MESSAGES.nameRequired }).optional(),
  alerts: z.boolean().optional(),
});
export type SavedSearchUpdate = z.input<typeof savedSearchUpdateSchema>;

export const savedSearchParamSchema = z.object({
  id: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    text({ max: 100, required: 'Id is required' }),
  ),
});

export const savedSearchSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The catalogue's query string: `/all-product?${query}` opens it. */
  query: z.string(),
  /** How many cars match it now. */
  matching: z.number().int(),
  /** New matches come by mail (ADR 071). */
  alerts: z.boolean(),
  createdAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;
