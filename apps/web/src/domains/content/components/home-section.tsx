import { ArrowRightIcon } from 'lucide-react';
import type * as React from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { cn } from '@/lib/cn';

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  /** Shown to the right of the heading on wide screens (e.g. a View All button). */
  action?: React.ReactNode;
  /** A link to the page with everything ("View All Blogs"), as the action. */
  viewAll?: { to: string; label: string };
  className?: string;
  children: React.ReactNode;
};

/** A home page section: a labelled region with a consistent heading block and width. */
export function HomeSection({ id, eyebrow, title, lead, action, viewAll, className, children }: Props) {
  const headingId = `${id}-heading`;
  const shown = viewAll ? (
    <ButtonLink to={viewAll.to} variant="outline">
      {viewAll.label}
      <ArrowRightIcon aria-hidden="true" />
    </ButtonLink>
  ) : (
    action
  );
  return (
    <section id={id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mb-10 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="max-w-2xl">
            {eyebrow ? (
              <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
            ) : null}
            <h2 id={headingId} className="mt-1 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
              {title}
            </h2>
            {lead ? <p className="mt-3 text-base text-slate-600 sm:text-lg">{lead}</p> : null}
          </div>
          {shown ? <div className="shrink-0">{shown}</div> : null}
        </div>
        {children}
      </div>
    </section>
  );
}
