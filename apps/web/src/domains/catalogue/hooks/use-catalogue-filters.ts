import { useCallback, useMemo, useRef } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router';
import { type CatalogueFilters, DEFAULT_FILTERS, readFilters, writeFilters } from '../filters';

/**
 * Catalogue state read from and written to the URL search params. Changing any filter goes back to
 * page 1; turning the page adds a history entry so Back returns to the previous page of results.
 */
export function useCatalogueFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readFilters(searchParams), [searchParams]);

  // Two debounced fields can commit before the router renders the first change, so each write starts
  // from the last URL asked for rather than the rendered one (which would drop the other field's change).
  const requested = useRef(searchParams);
  const rendered = useRef(searchParams);
  if (rendered.current !== searchParams) {
    rendered.current = searchParams;
    requested.current = searchParams;
  }
  const setParams = useRef(setSearchParams);
  setParams.current = setSearchParams;

  const write = useCallback(
    (update: (current: CatalogueFilters) => CatalogueFilters, options: NavigateOptions) => {
      const next = writeFilters(update(readFilters(requested.current)));
      requested.current = next;
      setParams.current(next, { preventScrollReset: true, ...options });
    },
    [],
  );

  const updateFilters = useCallback(
    (patch: Partial<Omit<CatalogueFilters, 'page'>>) =>
      write((current) => ({ ...current, ...patch, page: 1 }), { replace: true }),
    [write],
  );

  const goToPage = useCallback(
    (page: number, options: { replace?: boolean } = {}) =>
      write((current) => ({ ...current, page }), { replace: options.replace ?? false }),
    [write],
  );

  const resetFilters = useCallback(() => write(() => DEFAULT_FILTERS, {}), [write]);

  return { filters, updateFilters, goToPage, resetFilters };
}
