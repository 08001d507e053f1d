import { Users } from 'lucide-react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryList } from '@/components/ui/query-list';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { useAllUsersQuery } from '../api';
import { UsersTable, UsersTableSkeleton } from '../components/users-table';

export function UsersPage() {
  usePageTitle('Users');
  const currentUser = useAppSelector(selectSessionUser);
  const query = useAllUsersQuery();

  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Users Management"
        lead="Every account in the shop. Blocked users cannot log in."
      />
      <QueryList
        query={query}
        items={query.data?.data}
        skeleton={<UsersTableSkeleton />}
        failure="The users could not be loaded."
        empty={<EmptyState icon={Users} title="No users found" />}
      >
        {(users) => <UsersTable users={users} currentUserId={currentUser?.id} />}
      </QueryList>
    </div>
  );
}
