import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardList } from '@/lib/use-dashboard-list';
import { useKeepPageInRange } from '@/lib/use-page-param';
import { DashboardTitle } from './ui/dashboard-title';
import { DataTable, type DataTableProps } from './ui/data-table';
import { EmptyState } from './ui/empty-state';
import { SelectField } from './ui/form-field';
import type { QueryStatus } from './ui/query-state';
import { TableSearch } from './ui/table-search';

/** What the empty box says: its title, a line under it, and what to do (a link). */
type EmptyCopy = { title: string; text?: ReactNode; action?: ReactNode };

type DashboardListPageProps<T> = {
  title: string;
  lead: ReactNode;
  /** On the right of the title (Add Car). */
  action?: ReactNode;
  /** The list's state in the address, from `useDashboardList`; its filters are shown beside the search. */
  list: DashboardList;
  /** The search box above the table; a list without one shows no filters either. */
  search?: { id: string; label: string; placeholder: string };
  /** The list's answer: its rows, and its paging when it pages. */
  query: QueryStatus & { data?: { data: T[]; meta?: { totalPage: number; total: number } } };
  table: Omit<DataTableProps<T>, 'query' | 'rows' | 'empty' | 'pager'>;
  /** What is counted in the pager ("cars"); a list without it is not paged. */
  noun?: string;
  icon: LucideIcon;
  /** Nothing at all yet, and (when a search or filter is on) nothing that matches. */
  empty: EmptyCopy;
  noMatch?: EmptyCopy;
};

/**
 * The one dashboard list: the title, the search box and its choice filters, the table of the rows (skeleton, error
 * panel with Try again, empty or no-match box, pager), and a page past the last moved back to the last.
 */
export function DashboardListPage<T>({
  title,
  lead,
  action,
  list,
  search,
  query,
  table,
  noun,
  icon,
  empty,
  noMatch,
}: DashboardListPageProps<T>) {
  const meta = query.data?.meta;
  useKeepPageInRange(list.page, meta?.totalPage, list.setPage);
  const copy = list.filtered && noMatch ? noMatch : empty;

  return (
    <div className="grid gap-6">
      <DashboardTitle title={title} lead={lead} action={action} />
      {search ? (
        <TableSearch {...search} value={list.search.typed} onChange={list.search.setTyped}>
          {list.filters.map((filter) => (
            <SelectField
              key={filter.param}
              id={filter.id}
              label={filter.label}
              value={(list.chosen as Record<string, string | undefined>)[filter.param] ?? ''}
              onChange={(event) => list.choose(filter.param, event.target.value || undefined)}
              className={filter.className}
            >
              <option value="">{filter.all}</option>
              {filter.values.map((value) => (
                <option key={value} value={value}>
                  {filter.labels?.[value] ?? value}
                </option>
              ))}
            </SelectField>
          ))}
        </TableSearch>
      ) : null}
      <DataTable
        {...table}
        query={query}
        rows={query.data?.data}
        empty={
          <EmptyState icon={icon} title={copy.title}>
            {copy.text ? <p className="text-sm text-slate-600">{copy.text}</p> : null}
            {copy.action}
          </EmptyState>
        }
        pager={noun ? { page: list.page, meta, noun, onPageChange: list.setPage } : undefined}
      />
    </div>
  );
}
