/**
 * The words of a search box (ADR 049): runs of letters and digits, in any script (`Škoda`, `日本`, `x5`), in the
 * compatibility form (`ＢＭＷ` is `bmw`), lower-cased, distinct, the first `max`. Everything else separates words:
 * `mercedes-benz` is two words, and `%%%%`, `---` or `☃☃☃` are none. A word of punctuation alone has no trigram,
 * so no index could find it: it scanned the whole table, twice in the catalogue (exact, then fuzzy).
 */
export function searchWordsOf(term: string | undefined, max: number): string[] {
  if (!term) return [];
  const words = term.normalize('NFKC').toLowerCase().split(NOT_A_LETTER_OR_DIGIT).filter(Boolean);
  return [...new Set(words)].slice(0, max);
}

const NOT_A_LETTER_OR_DIGIT = /[^\p{L}\p{N}]+/u;
