import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DashboardList } from '@/lib/use-dashboard-list';
import { useKeepPageInRange } from '@/lib/use-page-param';
import { DashboardPage } from './ui/dashboard-title';
import { DataTable, type DataTableProps } from './ui/data-table';
import { EmptyState } from './ui/empty-state';
import { SelectField, TextField } from './ui/form-field';
import type { QueryStatus } from './ui/query-state';
import { TableSearch } from './ui/table-search';

/** What the empty box says: its title, a line under it, and what to do (a link). */
type EmptyCopy = { title: string; text?: ReactNode; action?: ReactNode };
/** The empty box: its icon (the no-match box shows it too) and its copy. */
type Empty = EmptyCopy & { icon: LucideIcon };

/** What a list's rows are, beside their columns: defined once with the columns, spread into the page. */
export type ListRows<T> = {
  /**
   * What the rows are ("cars"): the pager counts them, and the search box (`cars-search`, "Search cars"), the
   * filters (`cars-status`) and the loading and failure messages are named after them unless given.
   */
  noun: string;
  /** The search box's placeholder; a list without one has no search box, and so no filters (choices or days). */
  search?: string;
  columns: DataTableProps<T>['columns'];
};

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
  /** Nothing at all yet, and (when a search or filter is on) nothing that matches. */
  empty: Empty;
  noMatch?: EmptyCopy;
} & ListRows<T> &
  Pick<DataTableProps<T>, 'layout'> &
  /** What the table is, to screen readers: the lead, unless given (or the title, under a lead that is not text). */
  Partial<Pick<DataTableProps<T>, 'loadingLabel' | 'failure' | 'caption'>>;

/**
 * The one dashboard list: the title, the search box and its choice filters, the table of the rows (skeleton, error
 * panel with Try again, empty or no-match box, pager), and a page past the last moved back to the last. Below
 * 768 px the rows are cards, their actions at the foot (issue 30), so no list scrolls sideways on a phone.
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
  empty,
  noMatch,
  loadingLabel = `Loading ${noun}`,
  failure = `The ${noun} could not be loaded.`,
  layout = 'cards',
  caption = typeof lead === 'string' ? lead : title,
  ...table
}: DashboardListPageProps<T>) {
  const meta = query.data?.meta;
  useKeepPageInRange(list.page, meta?.totalPage, list.setPage);
  const copy = list.filtered && noMatch ? noMatch : empty;

  return (
    <DashboardPage title={title} lead={lead} action={action}>
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
          {list.dayFilters.map((filter) => (
            <TextField
              key={filter.param}
              id={`${noun}-${filter.param}`}
              type="date"
              label={filter.label}
              value={list.days[filter.param] ?? ''}
              onChange={(event) => list.choose(filter.param, event.target.value || undefined)}
              className="sm:w-40"
            />
          ))}
        </TableSearch>
      ) : null}
      <DataTable
        {...table}
        layout={layout}
        // A little less padding than a table elsewhere: the list's columns fit a laptop beside the sidebar.
        className="[&_td]:px-3 [&_th]:px-3"
        caption={caption}
        query={query}
        rows={query.data?.data}
        rowKey={(row) => row._id}
        loadingLabel={loadingLabel}
        failure={failure}
        empty={
          <EmptyState icon={empty.icon} title={copy.title}>
            {copy.text ? <p className="text-sm text-slate-600">{copy.text}</p> : null}
            {copy.action}
          </EmptyState>
        }
        pager={unpaged ? undefined : { page: list.page, meta, noun, onPageChange: list.setPage }}
      />
    </DashboardPage>
  );
}
