/**
 * The words of a search box (ADR 049): split at blanks, in the compatibility form (`ＢＭＷ` is `bmw`), lower-cased,
 * each trimmed of what is not a letter or digit at its ends (`--camry--` is `camry`, `x_` is `x`), distinct, the
 * first `max`. Letters and digits of any script count (`Škoda`, `日本`). A word without any (`%%%%`, `---`,
 * `☃☃☃`) is dropped: it has no trigram, so no index could find it, and it scanned the whole table (twice in the
 * catalogue: exact, then fuzzy). Punctuation inside a word stays (`mx-5`, `ada@example.com`): the names hold it too,
 * and the letters or digits on either side of it give the index a trigram to start from.
 */
export function searchWordsOf(term: string | undefined, max: number): string[] {
  if (!term) return [];
  const words = term
    .normalize('NFKC')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(EDGES, ''))
    .filter(Boolean);
  return [...new Set(words)].slice(0, max);
}

/** What is not a letter or a digit at the start or the end of a word. */
const EDGES = /^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu;
