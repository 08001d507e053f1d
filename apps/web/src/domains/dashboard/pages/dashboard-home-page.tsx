import { isAdmin } from '@carshop/contract/constants';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { useGetMeQuery } from '@/domains/users/api';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminOverview } from '../components/admin-overview';
import { CustomerOverview } from '../components/customer-overview';

/** /dashboard: a welcome, then the admin overview for admins and the customer overview for everyone else. */
export function DashboardHomePage() {
  usePageTitle('Dashboard');
  const user = useAppSelector(selectSessionUser);
  const { data: me } = useGetMeQuery(user?.id ?? '', { skip: !user });
  const admin = isAdmin(user);
  const name = me?.data.name ?? user?.email ?? '';

  return (
    <div className="grid gap-8">
      <DashboardTitle
        title={`Welcome, ${name}`}
        lead={
          admin ? 'You are signed in as an administrator.' : 'You are signed in to your customer account.'
        }
      />
      {admin ? <AdminOverview /> : <CustomerOverview />}
    </div>
  );
}
