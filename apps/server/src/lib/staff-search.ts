import { type Column, or, type SQL, sql } from 'drizzle-orm';
import { searchWordsOf } from './search-words.ts';
import { likePattern } from './words-match.ts';

/**
 * The staff's search of orders and enquiries (issue 30, ADR 061): one `search_text` column per row holds what a
 * salesperson may type (the buyer's name, email and phone digits, the cars' brand, model and VIN), written with
 * the row and trigram-indexed, so every word is one indexed `ILIKE` whatever field it comes from.
 */

/** What is written in a phone number besides its digits: `+880 (1712) 345-678`, `1712.345678`. */
const PHONE_PUNCTUATION = /^[\d\s+\-().\\/]+$/;
/** A phone search has at least this many digits; fewer are an order number or a word. */
const PHONE_MIN_DIGITS = 3;

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** A row's `search_text`: its parts, a phone as its digits only, so `+880 1712-345678` is found as `1712345678`. */
export function searchTextOf(parts: {
  phone?: string | null;
  words: readonly (string | null | undefined)[];
}) {
  const phone = parts.phone ? digitsOf(parts.phone) : '';
  return [...parts.words, phone].filter(Boolean).join(' ');
}

/**
 * The words of a staff search: a search written like a phone number (digits, blanks, `+-().`) is one word of its
 * digits, whatever its formatting; otherwise up to six words as the catalogue reads them (lib/search-words.ts),
 * each written like a phone number (`345-678`) read as its digits.
 */
function staffSearchWords(search: string): string[] {
  const digits = digitsOf(search);
  if (PHONE_PUNCTUATION.test(search) && digits.length >= PHONE_MIN_DIGITS) return [digits];
  return searchWordsOf(search, 6).map((word) =>
    PHONE_PUNCTUATION.test(word) && digitsOf(word).length >= PHONE_MIN_DIGITS ? digitsOf(word) : word,
  );
}

/**
 * Every word found, in any case, in `column` (a trigram-indexed `search_text`). A search without a letter or digit
 * (`%%%`, `_`) matches nothing, read from no row; `orNumber`: a search that is an order number (`1042`, `#1042`)
 * also finds that order (`#` first: that order only).
 */
export function staffSearch(column: Column, search: string | undefined, orNumber?: Column): SQL | undefined {
  if (!search?.trim()) return undefined;
  const numbered = orNumber ? /^(#)?\s*(\d{1,9})$/.exec(search.trim()) : null;
  if (orNumber && numbered?.[1]) return sql`${orNumber} = ${Number(numbered[2])}`;
  const words = staffSearchWords(search);
  if (words.length === 0) return sql`false`;
  const matches = sql.join(
    words.map((word) => sql`${column} ilike ${likePattern(word)}`),
    sql` and `,
  );
  return orNumber && numbered ? or(sql`${orNumber} = ${Number(numbered[2])}`, matches) : sql`(${matches})`;
}
