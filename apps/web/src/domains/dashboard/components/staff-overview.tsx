import { LinkCard } from '@/components/ui/link-card';
import { type DashboardMenu, overviewLinks } from '../menu';

/**
 * The overview of staff who are not admins (sales, inventory; issue 30): a card for each page of their menu. The
 * shop's figures (revenue among them) stay the admin's.
 */
export function StaffOverview({ menu }: { menu: DashboardMenu }) {
  return (
    <section aria-labelledby="staff-overview-title" className="grid gap-4">
      <h2 id="staff-overview-title" className="text-lg font-semibold text-slate-900">
        Your work
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {overviewLinks(menu).map(({ to, label, icon: Icon, summary }) => (
          <li key={to}>
            <LinkCard to={to} icon={<Icon aria-hidden="true" />} title={label} text={summary} />
          </li>
        ))}
      </ul>
    </section>
  );
}
