import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** The one "nothing here yet" box: an icon, what is missing, and what to do about it (`children`). */
export function EmptyState({
  icon: Icon,
  title,
  children,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'grid justify-items-center gap-3 rounded-xl border border-dashed border-slate-300 p-10 text-center',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-8 text-slate-400" />
      <p className="font-semibold text-slate-900">{title}</p>
      {children}
    </div>
  );
}
