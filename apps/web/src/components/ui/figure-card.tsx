import type * as React from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Skeleton } from './skeleton';

/**
 * One figure of an overview ("Total Orders 12"): its label, its value (a skeleton until it is known), an
 * optional icon, an optional accent (a coloured top border, e.g. a status colour), and an optional note under
 * the value that says what the figure counts.
 */
export function FigureCard({
  label,
  value,
  icon,
  accent,
  note,
  className,
  ...props
}: Omit<React.ComponentProps<'li'>, 'children'> & {
  label: string;
  value: ReactNode | undefined;
  icon?: ReactNode;
  accent?: string;
  note?: string;
}) {
  return (
    <li
      {...props}
      data-slot="figure-card"
      className={cn(
        'flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
        accent && cn('border-t-4', accent),
        className,
      )}
    >
      {icon ? (
        <span className="hidden size-11 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700 sm:grid [&_svg]:size-5">
          {icon}
        </span>
      ) : null}
      <div className="grid min-w-0 gap-0.5">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <div className="truncate text-xl font-bold text-slate-900 sm:text-2xl">
          {value ?? <Skeleton className="h-7 w-20" />}
        </div>
        {note ? <p className="text-xs text-slate-600">{note}</p> : null}
      </div>
    </li>
  );
}
