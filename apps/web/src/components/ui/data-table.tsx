import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { LoadingBlock } from './loading-block';
import {
  Pagination,
  PaginationContent,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from './pagination';
import { QueryState, type QueryStatus } from './query-state';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from './table';

/** One column: its header, how a row fills its cell, and what stands in for it while the rows load. */
export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** A bar of this width in px (about the text it stands for), or a placeholder of its own. */
  placeholder: number | ReactNode;
  placeholderClassName?: string;
  /** The row's buttons: on a phone's card they stand at its foot, without their header, wrapping to its width. */
  actions?: boolean;
};

type Pager = {
  page: number;
  /** The list's paging, as the API answers it. */
  meta: { totalPage: number; total: number } | undefined;
  /** What is counted: "cars", "orders". */
  noun: string;
  onPageChange: (page: number) => void;
};

export type DataTableProps<T> = {
  columns: readonly Column<T>[];
  query: QueryStatus;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** Said about the table to screen readers ("All orders, newest first"); or name it with `labelledBy`. */
  caption?: string;
  labelledBy?: string;
  /** Announced while the rows load ("Loading cars"). */
  loadingLabel: string;
  /** Said when a load fails and the server gives no message: "The cars could not be loaded." */
  failure: string;
  /** Nothing to show: a box instead of the table, or (a string) one row inside it under the header. */
  empty: ReactNode;
  skeletonRows?: number;
  /** Previous / "Page 2 of 9" / Next under the table when the list has more than one page. */
  pager?: Pager;
  /**
   * Phones: `scroll` keeps the table and scrolls it sideways inside its box; `cards` shows each row as a card
   * of "header: value" lines below the `md` width (768 px), its last column (the actions) at the card's foot.
   */
  layout?: 'scroll' | 'cards';
  className?: string;
};

/**
 * The one table of server data: its header, a skeleton with the same columns while the first answer comes
 * (so nothing jumps), the error panel with Try again, the empty state, the rows, and the pager.
 */
export function DataTable<T>({ query, rows, failure, empty, pager, ...table }: DataTableProps<T>) {
  const emptyRow = typeof empty === 'string';
  return (
    <QueryState
      query={query}
      data={rows}
      skeleton={<TableSkeleton {...table} />}
      failure={failure}
      empty={emptyRow ? <Rows {...table} rows={[]} emptyRow={empty} /> : empty}
      isEmpty={(list) => list.length === 0}
    >
      {(list) =>
        pager ? (
          <div className="grid gap-4" aria-busy={query.isFetching}>
            <Rows {...table} rows={list} />
            {pager.meta && pager.meta.totalPage > 1 ? (
              <TablePager
                {...pager}
                totalPages={pager.meta.totalPage}
                total={pager.meta.total}
                busy={query.isFetching}
              />
            ) : null}
          </div>
        ) : (
          <Rows {...table} rows={list} />
        )
      }
    </QueryState>
  );
}

type TableShape<T> = Pick<
  DataTableProps<T>,
  'columns' | 'caption' | 'labelledBy' | 'loadingLabel' | 'skeletonRows' | 'layout' | 'className'
>;

function Header<T>({ columns }: { columns: readonly Column<T>[] }) {
  return (
    <TableHeader className="[.cards_&]:max-md:sr-only">
      <TableRow>
        {columns.map((column) => (
          <TableHead key={column.header} scope="col">
            {column.header}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

/**
 * The classes that turn a table into cards below `md` (a phone, a small tablet); the skeleton takes them too, so
 * loading never overflows. Each cell is a "header: value" line; the row's actions stand at the card's foot, their
 * buttons wrapping to the card's width.
 */
function cardClasses(layout: DataTableProps<unknown>['layout']) {
  const cards = layout === 'cards';
  const cell =
    'max-md:flex max-md:min-w-0 max-md:items-center max-md:gap-4 max-md:before:shrink-0 max-md:before:font-medium max-md:before:text-slate-600 max-md:before:content-[attr(data-label)]';
  return {
    table: cn(cards && 'cards max-md:block max-md:[&_tbody]:block'),
    row: cn(cards && 'max-md:grid max-md:gap-1 max-md:py-3'),
    /** A cell's classes: a "header: value" line, or (the row's actions) the buttons at the card's foot. */
    cell: (actions?: boolean) =>
      cn(
        cards && cell,
        cards &&
          (actions
            ? 'max-md:flex-wrap max-md:justify-start max-md:pt-2! max-md:pb-1! max-md:before:hidden'
            : 'max-md:justify-between max-md:py-1!'),
      ),
  };
}

function Rows<T>({
  columns,
  rows,
  rowKey,
  caption,
  labelledBy,
  layout = 'scroll',
  className,
  emptyRow,
}: TableShape<T> & { rows: readonly T[]; rowKey?: (row: T) => string; emptyRow?: string }) {
  const cards = cardClasses(layout);
  return (
    <Table aria-labelledby={labelledBy} className={cn(cards.table, className)}>
      {caption ? <TableCaption className="sr-only">{caption}</TableCaption> : null}
      <Header columns={columns} />
      <TableBody>
        {emptyRow ? (
          <TableRow>
            <TableCell colSpan={columns.length} className="py-8! text-center font-medium text-slate-700">
              {emptyRow}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow key={rowKey?.(row)} className={cards.row}>
              {columns.map((column) => (
                <TableCell
                  key={column.header}
                  data-label={column.header}
                  className={cn(column.className, cards.cell(column.actions))}
                >
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}

/** The table while its rows load: the real header, then rows of placeholders hidden from screen readers. */
function TableSkeleton<T>({ columns, loadingLabel, skeletonRows = 5, layout, className }: TableShape<T>) {
  const cards = cardClasses(layout);
  return (
    <LoadingBlock label={loadingLabel}>
      <Table aria-hidden="true" className={cn(cards.table, className)}>
        <Header columns={columns} />
        <TableBody>
          {Array.from({ length: skeletonRows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            <TableRow key={row} className={cards.row}>
              {columns.map(({ header, placeholder, placeholderClassName, actions }) => (
                <TableCell
                  key={header}
                  data-label={header}
                  className={cn(placeholderClassName, cards.cell(actions))}
                >
                  {typeof placeholder === 'number' ? (
                    <Skeleton className="h-4" style={{ width: `${placeholder}px` }} />
                  ) : (
                    placeholder
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </LoadingBlock>
  );
}

/**
 * Previous, "Page 2 of 1,000 · 10,000 cars", Next: the admin tables page on the server, so a shop with ten
 * thousand cars loads ten rows at a time and the table stays quick.
 */
function TablePager({
  page,
  totalPages,
  total,
  noun,
  busy,
  onPageChange,
}: Omit<Pager, 'meta'> & { totalPages: number; total: number; busy: boolean }) {
  const pages = Math.max(totalPages, 1);
  return (
    <Pagination className="justify-between! gap-2">
      <PaginationContent className="w-full justify-between">
        <PaginationItem>
          <PaginationPrevious disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)} />
        </PaginationItem>
        <PaginationItem>
          <p className="text-center text-sm text-slate-600" aria-live="polite">
            Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
            <span className="hidden sm:inline">
              {' '}
              · {total.toLocaleString('en-US')} {noun}
            </span>
          </p>
        </PaginationItem>
        <PaginationItem>
          <PaginationNext disabled={page >= pages || busy} onClick={() => onPageChange(page + 1)} />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
