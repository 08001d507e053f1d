import { Car, UserRound } from 'lucide-react';
import { LinkCard } from '@/components/ui/link-card';

/**
 * The customer's dashboard frame. Order figures and recent orders join it with the ordering work;
 * until then it shows only what is real: links to what the customer can do now.
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
            to="/all-product"
            icon={<Car aria-hidden="true" />}
            title="Browse cars"
            text="Search the catalogue by category and price."
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
      </ul>
    </section>
  );
}
