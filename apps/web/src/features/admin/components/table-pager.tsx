import type { ReactNode } from 'react';
import {
  Pagination,
  PaginationContent,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination';

type TablePagerProps = {
  page: number;
  totalPages: number;
  total: number;
  /** What is counted: "cars", "orders". */
  noun: string;
  /** A page is loading: Previous and Next wait. */
  busy: boolean;
  onPageChange: (page: number) => void;
};

/**
 * Previous, "Page 2 of 1,000 · 10,000 cars", Next: the admin tables page on the server, so a shop with ten
 * thousand cars loads ten rows at a time and the table stays quick.
 */
function TablePager({ page, totalPages, total, noun, busy, onPageChange }: TablePagerProps) {
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

/** A table of one page of rows, with the pager under it when the list has more than one page. */
export function PagedTable({
  children,
  meta,
  ...pager
}: Omit<TablePagerProps, 'totalPages' | 'total'> & {
  /** The list's paging, as the API answers it. */
  meta: { totalPage: number; total: number } | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-4" aria-busy={pager.busy}>
      {children}
      {meta && meta.totalPage > 1 && <TablePager totalPages={meta.totalPage} total={meta.total} {...pager} />}
    </div>
  );
}
