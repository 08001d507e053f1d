import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A whole-card link: icon, title and one line of explanation. */
export function LinkCard({
  to,
  icon,
  title,
  text,
}: {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
}) {
  return (
    <Link
      to={to}
      data-slot="link-card"
      className="flex h-full items-start gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
    >
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-100 text-brand-700 [&_svg]:size-5">
        {icon}
      </span>
      <span className="grid gap-1">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{text}</span>
      </span>
    </Link>
  );
}
