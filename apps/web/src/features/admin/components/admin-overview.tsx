import { Store, UserRound, Users } from 'lucide-react';
import { LinkCard } from '@/components/ui/link-card';

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
          <LinkCard
            to="/dashboard/users"
            icon={<Users aria-hidden="true" />}
            title="Users"
            text="Review accounts and block or reactivate users."
          />
        </li>
        <li>
          <LinkCard
            to="/dashboard/profile"
            icon={<UserRound aria-hidden="true" />}
            title="Profile"
            text="See your account details and change your password."
          />
        </li>
        <li>
          <LinkCard
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
