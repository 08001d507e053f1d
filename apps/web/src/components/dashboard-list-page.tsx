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
  /** The list's answer: its rows, and its paging (`meta`). */
  query: QueryStatus & { data?: { data: T[]; meta?: { totalPage: number; total: number } } };
  /** A list the API answers whole (no pager under the table). */
  unpaged?: boolean;
  /**
   * What the rows are ("cars"): the pager counts them, and the search box (`cars-search`, "Search cars"), the
   * filters (`cars-status`) and the loading and failure messages are named after them unless given.
   */
  noun: string;
  /** The search box's placeholder; a list without one has no search box, and so no filters. */
  search?: string;
  icon: LucideIcon;
  /** Nothing at all yet, and (when a search or filter is on) nothing that matches. */
  empty: EmptyCopy;
  noMatch?: EmptyCopy;
} & Pick<DataTableProps<T>, 'columns' | 'caption' | 'layout' | 'className'> &
  Partial<Pick<DataTableProps<T>, 'loadingLabel' | 'failure'>>;

/**
 * The one dashboard list: the title, the search box and its choice filters, the table of the rows (skeleton, error
 * panel with Try again, empty or no-match box, pager), and a page past the last moved back to the last.
 */
export function DashboardListPage<T extends { _id: string }>({
  title,
  lead,
  action,
  list,
  query,
  unpaged,
  noun,
  search,
  icon,
  empty,
  noMatch,
  loadingLabel = `Loading ${noun}`,
  failure = `The ${noun} could not be loaded.`,
  ...table
}: DashboardListPageProps<T>) {
  const meta = query.data?.meta;
  useKeepPageInRange(list.page, meta?.totalPage, list.setPage);
  const copy = list.filtered && noMatch ? noMatch : empty;

  return (
    <div className="grid gap-6">
      <DashboardTitle title={title} lead={lead} action={action} />
      {search ? (
        <TableSearch
          id={`${noun}-search`}
          label={`Search ${noun}`}
          placeholder={search}
          value={list.search.typed}
          onChange={list.search.setTyped}
        >
          {list.filters.map((filter) => (
            <SelectField
              key={filter.param}
              id={`${noun}-${filter.param}`}
              label={filter.label}
              value={(list.chosen as Record<string, string | undefined>)[filter.param] ?? ''}
              onChange={(event) => list.choose(filter.param, event.target.value || undefined)}
              className={filter.className ?? 'sm:w-40'}
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
        rowKey={(row) => row._id}
        loadingLabel={loadingLabel}
        failure={failure}
        empty={
          <EmptyState icon={icon} title={copy.title}>
            {copy.text ? <p className="text-sm text-slate-600">{copy.text}</p> : null}
            {copy.action}
          </EmptyState>
        }
        pager={unpaged ? undefined : { page: list.page, meta, noun, onPageChange: list.setPage }}
      />
    </div>
  );
}
