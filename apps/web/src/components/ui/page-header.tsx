import type * as React from 'react';
import { cn } from '@/lib/cn';

/** The banner at the top of an inner page: eyebrow, the page's h1 and a short lead. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  className,
  size = 'default',
  children,
}: {
  /** `compact`: less height on phones (no lead below 640 px), for pages whose content must show at once. */
  size?: 'default' | 'compact';
  eyebrow?: string;
  title: string;
  lead?: string;
  className?: string;
  children?: React.ReactNode;
}) {
  return (
    <div data-slot="page-header" className={cn('bg-slate-900 text-white', className)}>
      <div
        className={cn(
          'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8',
          size === 'compact' ? 'py-6 sm:py-8' : 'py-10 sm:py-16',
        )}
      >
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wider text-sky-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {lead ? (
          <p
            className={cn(
              'mt-4 max-w-2xl text-base text-slate-300 sm:text-lg',
              size === 'compact' && 'max-sm:hidden',
            )}
          >
            {lead}
          </p>
        ) : null}
        {children}
      </div>
    </div>
  );
}
