import { isAdmin, isStaff } from '@carshop/contract/constants';
import { ROLE_LABELS, worksIn } from '@carshop/contract/staff';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { useGetMeQuery } from '@/domains/users/api';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { AdminOverview } from '../components/admin-overview';
import { CustomerOverview } from '../components/customer-overview';
import { StaffOverview } from '../components/staff-overview';
import { TodayView } from '../components/today-view';
import { dashboardMenuFor } from '../menu';

/**
 * /dashboard: a welcome; for staff, Today (what needs doing, issue 30) and below it the admin overview for admins
 * or the pages of their part for other staff; the customer overview for everyone else.
 */
export function DashboardHomePage() {
  usePageTitle('Dashboard');
  const user = useAppSelector(selectSessionUser);
  const { data: me } = useGetMeQuery(user?.id ?? '', { skip: !user });
  const admin = isAdmin(user);
  const staff = !admin && isStaff(user) && user ? user.role : undefined;
  const name = me?.data.name ?? user?.email ?? '';
  const lead = admin
    ? 'You are signed in as an administrator.'
    : staff
      ? `You are signed in as ${ROLE_LABELS[staff as keyof typeof ROLE_LABELS].toLowerCase()} staff.`
      : 'You are signed in to your customer account.';

  return (
    <div className="grid gap-8">
      <DashboardTitle title={`Welcome, ${name}`} lead={lead} />
      {worksIn(user, 'today') ? <TodayView /> : null}
      {admin ? (
        <AdminOverview />
      ) : staff ? (
        <StaffOverview menu={dashboardMenuFor(user)} />
      ) : (
        <CustomerOverview />
      )}
    </div>
  );
}
