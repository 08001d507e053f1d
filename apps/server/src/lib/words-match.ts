import { and, type Column, or, type SQL, sql } from 'drizzle-orm';

/** `%`, `_` and `\` typed by someone are matched as themselves in a LIKE pattern. */
const likePattern = (value: string) => `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The admin tables' search: every word (up to six) found, in any case, in one of `columns`. Meant for lists an
 * admin reads (users, orders), not for the public catalogue, which has its own bounded search (ADR 005, 025).
 */
export function wordsMatch(columns: Column[], search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 6);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => or(...columns.map((column) => sql`${column} ilike ${likePattern(word)}`))),
  );
}
