import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type * as React from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export function Pagination({ className, ...props }: React.ComponentProps<'nav'>) {
  return (
    <nav
      aria-label="Pagination"
      data-slot="pagination"
      className={cn('mx-auto flex w-full justify-center', className)}
      {...props}
    />
  );
}

export function PaginationContent({ className, ...props }: React.ComponentProps<'ul'>) {
  return (
    <ul
      data-slot="pagination-content"
      className={cn('flex flex-wrap items-center gap-1', className)}
      {...props}
    />
  );
}

export function PaginationItem(props: React.ComponentProps<'li'>) {
  return <li data-slot="pagination-item" {...props} />;
}

/** A page button; the current page carries aria-current="page". */
export function PaginationButton({
  className,
  isActive = false,
  ...props
}: React.ComponentProps<'button'> & { isActive?: boolean }) {
  return (
    <button
      type="button"
      data-slot="pagination-button"
      aria-current={isActive ? 'page' : undefined}
      className={cn(
        buttonVariants({ variant: isActive ? 'default' : 'ghost', size: 'icon' }),
        'min-w-10 px-2',
        className,
      )}
      {...props}
    />
  );
}

export function PaginationPrevious({ className, ...props }: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot="pagination-previous"
      className={cn(buttonVariants({ variant: 'ghost' }), 'px-3!', className)}
      {...props}
    >
      <ChevronLeftIcon aria-hidden="true" />
      <span>Previous</span>
    </button>
  );
}

export function PaginationNext({ className, ...props }: React.ComponentProps<'button'>) {
  return (
    <button
      type="button"
      data-slot="pagination-next"
      className={cn(buttonVariants({ variant: 'ghost' }), 'px-3!', className)}
      {...props}
    >
      <span>Next</span>
      <ChevronRightIcon aria-hidden="true" />
    </button>
  );
}

export function PaginationEllipsis({ className, ...props }: React.ComponentProps<'span'>) {
  return (
    <span
      data-slot="pagination-ellipsis"
      className={cn('flex size-10 items-center justify-center text-slate-600', className)}
      {...props}
    >
      <span aria-hidden="true">…</span>
      <span className="sr-only">More pages</span>
    </span>
  );
}
