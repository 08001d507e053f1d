import { Users } from 'lucide-react';
import { DashboardListPage } from '@/components/dashboard-list-page';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useDashboardList } from '@/lib/use-dashboard-list';
import { usePageTitle } from '@/lib/use-page-title';
import { useAllUsersQuery } from '../api';
import { InviteStaffDialog } from '../components/invite-staff-dialog';
import { userColumns } from '../components/users-table';

export function UsersPage() {
  usePageTitle('Users');
  const currentUser = useAppSelector(selectSessionUser);
  const list = useDashboardList();
  const search = list.search.applied;
  const query = useAllUsersQuery(search ? { search } : undefined);

  return (
    <DashboardListPage
      title="Users Management"
      lead="Every account in the shop. Blocked users cannot log in; staff work in the parts of the dashboard their role gives them."
      action={<InviteStaffDialog />}
      list={list}
      query={query}
      unpaged
      noun="users"
      search="Name or email"
      columns={userColumns(currentUser?.id)}
      empty={{ icon: Users, title: 'No users found' }}
      noMatch={{ title: 'No users found', text: `No name or email matches “${search}”.` }}
    />
  );
}
