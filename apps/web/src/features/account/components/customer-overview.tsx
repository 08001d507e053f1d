import { Car } from 'lucide-react';
import { LinkCard } from '@/components/ui/link-card';
import { DASHBOARD_MENUS, overviewLinks } from '@/lib/dashboard-menu';
import { paths } from '@/lib/paths';

/**
 * The customer's dashboard frame. Order figures and recent orders join it with the ordering work;
 * until then it shows only what is real: the catalogue, and a card for each page of the customer menu.
 */
export function CustomerOverview() {
  return (
    <section aria-labelledby="customer-overview-title" className="grid gap-4">
      <h2 id="customer-overview-title" className="text-lg font-semibold text-slate-900">
        Get started
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2">
        <li>
          <LinkCard
            to={paths.catalogue}
            icon={<Car aria-hidden="true" />}
            title="Browse cars"
            text="Search the catalogue by category and price."
          />
        </li>
        {overviewLinks(DASHBOARD_MENUS.customer).map(({ to, label, icon: Icon, summary }) => (
          <li key={to}>
            <LinkCard to={to} icon={<Icon aria-hidden="true" />} title={label} text={summary} />
          </li>
        ))}
      </ul>
    </section>
  );
}
