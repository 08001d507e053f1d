import {
  Pagination,
  PaginationButton,
  PaginationContent,
  PaginationEllipsis,
  PaginationItem,
  PaginationNext,
  PaginationPrevious,
} from '@/components/ui/pagination';

/** Page numbers to show: all of them when few, otherwise the first, the last and a window around the current. */
export function pageWindow(current: number, total: number): (number | 'gap')[] {
  if (total <= 7) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(2, Math.min(current - 1, total - 4));
  const end = Math.min(total - 1, Math.max(current + 1, 5));
  const middle = Array.from({ length: end - start + 1 }, (_, index) => start + index);
  return [
    1,
    ...(start > 2 ? ['gap' as const] : []),
    ...middle,
    ...(end < total - 1 ? ['gap' as const] : []),
    total,
  ];
}

type Props = { page: number; totalPages: number; busy: boolean; onPageChange: (page: number) => void };

/** Previous, numbered pages, Next. Previous and Next are disabled at the ends and while a page loads (spec §2). */
export function CataloguePagination({ page, totalPages, busy, onPageChange }: Props) {
  const pages = pageWindow(page, Math.max(totalPages, 1));
  return (
    <Pagination>
      <PaginationContent>
        <PaginationItem>
          <PaginationPrevious disabled={page <= 1 || busy} onClick={() => onPageChange(page - 1)} />
        </PaginationItem>
        {pages.map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
            <PaginationItem key={`gap-${index}`}>
              <PaginationEllipsis />
            </PaginationItem>
          ) : (
            <PaginationItem key={entry}>
              <PaginationButton
                isActive={entry === page}
                aria-label={`Page ${entry}`}
                onClick={() => entry !== page && onPageChange(entry)}
              >
                {entry}
              </PaginationButton>
            </PaginationItem>
          ),
        )}
        <PaginationItem>
          <PaginationNext disabled={page >= totalPages || busy} onClick={() => onPageChange(page + 1)} />
        </PaginationItem>
      </PaginationContent>
    </Pagination>
  );
}
