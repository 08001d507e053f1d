import type * as React from 'react';
import { cn } from '@/lib/cn';

/**
 * A data table that scrolls sideways inside its own container on narrow screens. `region` names that container
 * and lets a keyboard reach it, for a table with nothing focusable inside to scroll it by.
 */
export function Table({ className, region, ...props }: React.ComponentProps<'table'> & { region?: string }) {
  // `w-0 min-w-full`: as wide as its container, but a wide table never widens the container (a grid's `auto`
  // column, a flex item) past the screen; the table scrolls sideways inside this box instead.
  return (
    <div
      data-slot="table-container"
      className="relative w-0 min-w-full overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      {...(region ? { role: 'region', 'aria-label': region, tabIndex: 0 } : {})}
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: React.ComponentProps<'thead'>) {
  return (
    <thead data-slot="table-header" className={cn('bg-slate-50 [&_tr]:border-b', className)} {...props} />
  );
}

export function TableBody({ className, ...props }: React.ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

export function TableRow({ className, ...props }: React.ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn('border-b border-slate-200 hover:bg-slate-50/60', className)}
      {...props}
    />
  );
}

export function TableHead({ className, ...props }: React.ComponentProps<'th'>) {
  return (
    <th
      data-slot="table-head"
      className={cn(
        'h-11 px-4 text-left align-middle font-semibold whitespace-nowrap text-slate-700',
        className,
      )}
      {...props}
    />
  );
}

export function TableCell({ className, ...props }: React.ComponentProps<'td'>) {
  return <td data-slot="table-cell" className={cn('px-4 py-3 align-middle', className)} {...props} />;
}

export function TableCaption({ className, ...props }: React.ComponentProps<'caption'>) {
  return (
    <caption data-slot="table-caption" className={cn('mt-3 text-sm text-slate-600', className)} {...props} />
  );
}
