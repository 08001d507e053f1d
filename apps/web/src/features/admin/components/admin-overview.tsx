import { Store, UserRound, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * The admin's dashboard frame. Statistics, recent cars and recent orders join it with the car and order work;
 * until then it shows only what is real: links to what an admin can manage now.
 */
export function AdminOverview() {
  return (
    <section aria-labelledby="admin-overview-title" className="grid gap-4">
      <h2 id="admin-overview-title" className="text-lg font-semibold text-slate-900">
        Manage the shop
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <li>
          <OverviewLink
            to="/dashboard/users"
            icon={<Users aria-hidden="true" />}
            title="Users"
            text="Review accounts and block or reactivate users."
          />
        </li>
        <li>
          <OverviewLink
            to="/dashboard/profile"
            icon={<UserRound aria-hidden="true" />}
            title="Profile"
            text="See your account details and change your password."
          />
        </li>
        <li>
          <OverviewLink
            to="/"
            icon={<Store aria-hidden="true" />}
            title="View shop"
            text="Open the shop as customers see it."
          />
        </li>
      </ul>
    </section>
  );
}

function OverviewLink({
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
