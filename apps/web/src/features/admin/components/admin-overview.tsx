import { Store } from 'lucide-react';
import { LinkCard } from '@/components/ui/link-card';
import { DASHBOARD_MENUS, overviewLinks } from '@/lib/dashboard-menu';
import { paths } from '@/lib/paths';

/**
 * The admin's dashboard frame. Statistics, recent cars and recent orders join it with the car and order work;
 * until then it shows only what is real: a card for each page of the admin menu, and the shop itself.
 */
export function AdminOverview() {
  return (
    <section aria-labelledby="admin-overview-title" className="grid gap-4">
      <h2 id="admin-overview-title" className="text-lg font-semibold text-slate-900">
        Manage the shop
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {overviewLinks(DASHBOARD_MENUS.admin).map(({ to, label, icon: Icon, summary }) => (
          <li key={to}>
            <LinkCard to={to} icon={<Icon aria-hidden="true" />} title={label} text={summary} />
          </li>
        ))}
        <li>
          <LinkCard
            to={paths.home}
            icon={<Store aria-hidden="true" />}
            title="View shop"
            text="Open the shop as customers see it."
          />
        </li>
      </ul>
    </section>
  );
}
