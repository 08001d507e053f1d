import { useCallback, useEffect } from 'react';
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
