import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The current page of an admin table, kept in the address (`?page=3`) so reload, Back and a shared link land
 * on the same page.
 */
export function usePageParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = Number(searchParams.get('page'));
  const page = Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;

  const setPage = useCallback(
    (next: number, { replace = false } = {}) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete('page');
          else params.set('page', String(next));
          return params;
        },
        { replace },
      ),
    [setSearchParams],
  );
  return [page, setPage] as const;
}

/** A page beyond the last (its last row was just deleted, or an old link) moves back to the last page. */
export function useKeepPageInRange(
  page: number,
  totalPages: number | undefined,
  setPage: (page: number, options: { replace: boolean }) => void,
) {
  useEffect(() => {
    if (totalPages !== undefined && page > Math.max(totalPages, 1)) setPage(totalPages, { replace: true });
  }, [page, totalPages, setPage]);
}

/**
 * A text filter of an admin table, kept in the address (`?search=…`) like its page: the box shows what is typed at
 * once, the address (and so the query) follows 300 ms after the last key, and a new search starts at page 1.
 */
export function useSearchParam(name = 'search') {
  const [searchParams, setSearchParams] = useSearchParams();
  // The address when the timer fires, not when it was set: another filter may have changed it meanwhile.
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const applied = searchParams.get(name) ?? '';
  const [typed, setTyped] = useState(applied);
  useEffect(() => setTyped(applied), [applied]);
  useEffect(() => {
    if (typed.trim() === applied.trim()) return;
    const timer = setTimeout(() => {
      const params = new URLSearchParams(latest.current);
      if (typed.trim()) params.set(name, typed.trim());
      else params.delete(name);
      params.delete('page');
      setSearchParams(params, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, applied, name, setSearchParams]);
  return { typed, setTyped, applied: applied.trim() || undefined };
}

/** A choice filter of an admin table (`?status=pending`), from `allowed` only; a change starts at page 1. */
export function useChoiceParam<T extends string>(name: string, allowed: readonly T[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const raw = searchParams.get(name);
  const value = allowed.find((choice) => choice === raw);
  const setValue = useCallback(
    (next: T | undefined) => {
      const params = new URLSearchParams(latest.current);
      if (next) params.set(name, next);
      else params.delete(name);
      params.delete('page');
      setSearchParams(params);
    },
    [name, setSearchParams],
  );
  return [value, setValue] as const;
}
