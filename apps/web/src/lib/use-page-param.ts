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

/**
 * A dashboard list's choice filter (`?status=pending`): the parameter, the values it may take, and how the list
 * page shows it (a select, its id the list's noun and the parameter, with an "all" option first).
 */
export type ChoiceFilter = {
  param: string;
  values: readonly string[];
  /** The select's label, and its first option ("All statuses"). */
  label: string;
  all: string;
  /** What each value is called on screen; the value itself where there is none. */
  labels?: Readonly<Record<string, string>>;
  /** The select's classes; `sm:w-40` (its width beside the search box on a wide screen) unless given. */
  className?: string;
};

/** A list's `status` filter ("Status", "All statuses"), with the statuses' words and the select's width if any. */
export const statusFilter = <V extends readonly string[]>(
  values: V,
  more: Pick<ChoiceFilter, 'labels' | 'className'> = {},
) => ({ param: 'status' as const, values, label: 'Status', all: 'All statuses', ...more });

/** Each filter's value from the address, typed by its values: `{ status: OrderStatus | undefined }`. */
type Chosen<F extends readonly ChoiceFilter[]> = {
  [Filter in F[number] as Filter['param']]: Filter['values'][number] | undefined;
};

/** The choice filters of an admin table, each from its `values` only; a change starts at page 1. */
export function useChoiceParams<F extends readonly ChoiceFilter[]>(filters: F) {
  const [searchParams, setSearchParams] = useSearchParams();
  const latest = useRef(searchParams);
  latest.current = searchParams;
  const chosen = Object.fromEntries(
    filters.map(({ param, values }) => [param, values.find((value) => value === searchParams.get(param))]),
  ) as Chosen<F>;
  const choose = useCallback(
    (param: string, next: string | undefined) => {
      const params = new URLSearchParams(latest.current);
      if (next) params.set(param, next);
      else params.delete(param);
      params.delete('page');
      setSearchParams(params);
    },
    [setSearchParams],
  );
  return [chosen, choose] as const;
}

/** A dashboard list's day filter (`?from=2026-11-01`): a date picker, labelled, beside the search. */
export type DayFilter = { param: string; label: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The day filters' values from the address (a value that is not a `YYYY-MM-DD` day is none). */
export function useDayParams(filters: readonly DayFilter[]): Record<string, string | undefined> {
  const [searchParams] = useSearchParams();
  return Object.fromEntries(
    filters.map(({ param }) => {
      const value = searchParams.get(param) ?? '';
      return [param, DAY.test(value) ? value : undefined];
    }),
  );
}
