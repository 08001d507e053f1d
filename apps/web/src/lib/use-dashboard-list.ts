import { ADMIN_TABLE_PAGE_SIZE } from '@carshop/contract/constants';
import {
  type ChoiceFilter,
  type DayFilter,
  useChoiceParams,
  useDayParams,
  usePageParam,
  useSearchParam,
} from './use-page-param';

const NO_FILTERS = [] as const;

/**
 * The state of a dashboard list, all of it in the address so reload, Back and a shared link show the same rows:
 * its page (`?page=`), its search (`?search=`, typed at once, applied 300 ms later), its choice filters
 * (`?status=`) and its day filters (`?from=`, a date picker each). The page passes what it needs to its query;
 * `DashboardListPage` shows the rest.
 */
export function useDashboardList<F extends readonly ChoiceFilter[] = typeof NO_FILTERS>(
  filters: F = NO_FILTERS as unknown as F,
  dayFilters: readonly DayFilter[] = NO_FILTERS,
) {
  const [page, setPage] = usePageParam();
  const search = useSearchParam();
  const [chosen, choose] = useChoiceParams(filters);
  const days = useDayParams(dayFilters);
  const filtered = Boolean(
    search.applied || Object.values(chosen).some(Boolean) || Object.values(days).some(Boolean),
  );
  return {
    page,
    setPage,
    limit: ADMIN_TABLE_PAGE_SIZE,
    search,
    filters,
    chosen,
    choose,
    dayFilters,
    days,
    filtered,
  };
}

export type DashboardList = ReturnType<typeof useDashboardList<readonly ChoiceFilter[]>>;
