import type * as React from 'react';
import { cn } from '@/lib/cn';

export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-slate-200', className)}
      {...props}
    />
  );
}

/** A list still loading: `rows` grey blocks of `className`'s height, and what is loading said to screen readers. */
export function SkeletonList({
  label,
  className,
  rows = 3,
}: {
  label: string;
  className: string;
  rows?: number;
}) {
  return (
    <div className="grid gap-3" aria-busy="true">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, row) => row).map((row) => (
        <Skeleton key={row} className={className} />
      ))}
    </div>
  );
}
