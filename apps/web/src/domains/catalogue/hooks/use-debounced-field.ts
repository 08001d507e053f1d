import { useEffect, useRef, useState } from 'react';

const identity = (value: string) => value;

/**
 * A text field whose value is committed (to the URL) only after the user pauses typing. Changes that come
 * from elsewhere (Reset, Back/Forward) replace the draft; echoes of our own commits do not, so typing is
 * never overwritten mid-word. `normalize` maps a draft to the value the committed state will hold.
 */
export function useDebouncedField(
  committed: string,
  commit: (value: string) => void,
  { delay = 300, normalize = identity }: { delay?: number; normalize?: (value: string) => string } = {},
) {
  const [draft, setDraft] = useState(committed);
  const lastCommitted = useRef(committed);

  useEffect(() => {
    if (committed !== lastCommitted.current) {
      lastCommitted.current = committed;
      setDraft(committed);
    }
  }, [committed]);

  useEffect(() => {
    const next = normalize(draft);
    if (next === lastCommitted.current) return;
    const timer = window.setTimeout(() => {
      lastCommitted.current = next;
      commit(next);
    }, delay);
    return () => window.clearTimeout(timer);
  }, [draft, commit, delay, normalize]);

  return [draft, setDraft] as const;
}
