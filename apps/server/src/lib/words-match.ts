import { and, type Column, or, type SQL, sql } from 'drizzle-orm';
import { searchWordsOf } from './search-words.ts';

/** `%`, `_` and `\` typed by someone are matched as themselves in a LIKE pattern. */
export const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The admin tables' search: every word (up to six) found, in any case, in one of `columns`. Words are read as in
 * the catalogue (lib/search-words.ts: trimmed of punctuation at their ends, `ada@example.com` stays whole); a
 * search without a letter or digit (`%%%`, `_`) matches nothing, read from no row (`false`). Meant for lists an admin reads (users, orders), not for the public catalogue,
 * which has its own bounded search (ADR 005, 025, 047).
 */
export function wordsMatch(columns: Column[], search: string): SQL | undefined {
  const words = searchWordsOf(search, 6);
  if (words.length === 0) return search.trim() ? sql`false` : undefined;
  return and(
    ...words.map((word) => or(...columns.map((column) => sql`${column} ilike ${likePattern(word)}`))),
  );
}
