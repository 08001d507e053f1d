import type * as React from 'react';
import type { ReactNode } from 'react';

/** The top of a dashboard page: its h1, a one-line lead, and an action on the right (e.g. Add Car). */
export function DashboardTitle({
  title,
  lead,
  action,
}: {
  title: ReactNode;
  lead: ReactNode;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{lead}</p>
      </div>
      {action}
    </div>
  );
}

/** A dashboard page: its title (DashboardTitle) and, under it, what it shows. */
export function DashboardPage({
  children,
  ...title
}: React.ComponentProps<typeof DashboardTitle> & { children: ReactNode }) {
  return (
    <div className="grid gap-6">
      <DashboardTitle {...title} />
      {children}
    </div>
  );
}
