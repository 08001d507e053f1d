import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { ButtonLink } from './button-link';

/**
 * One list of things to do (the staff's Today): a heading with how many there are, the first few as items, and
 * a link to all of them when there are more than shown. Nothing is rendered for an empty list: the page says
 * once that nothing needs doing.
 */
export function AgendaSection({
  id,
  title,
  total,
  more,
  children,
}: {
  /** The heading's id (the list is named by it). */
  id: string;
  title: string;
  total: number;
  /** Where all of them are, shown when the list has more than its items. */
  more?: { to: string; shown: number };
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      data-slot="agenda-section"
      className="grid min-w-0 content-start overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
        <h3 id={id} className="flex items-center gap-2 font-semibold text-slate-900">
          {title}{' '}
          <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-bold text-brand-800">
            {total.toLocaleString('en-US')}
          </span>
        </h3>
        {more && total > more.shown ? (
          <ButtonLink to={more.to} variant="link" size="sm" className="px-0!">
            View all {total.toLocaleString('en-US')}
          </ButtonLink>
        ) : null}
      </div>
      <ul className="divide-y divide-slate-100">{children}</ul>
    </section>
  );
}

/**
 * One thing to do: what it is (`title`, then `children`: when, who, how long it has waited) and its actions,
 * side by side on a wide screen and one above the other on a phone. `urgent` marks it with a coloured edge.
 */
export function AgendaItem({
  title,
  children,
  actions,
  urgent = false,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions: ReactNode;
  urgent?: boolean;
}) {
  return (
    <li
      data-slot="agenda-item"
      className={cn(
        'flex flex-col gap-3 border-l-4 px-4 py-3 sm:flex-row sm:items-center sm:justify-between',
        urgent ? 'border-l-amber-500' : 'border-l-transparent',
      )}
    >
      <div className="grid min-w-0 gap-0.5 text-sm">
        <p className="font-semibold break-words text-slate-900">{title}</p>
        {children}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">{actions}</div>
    </li>
  );
}
