import { Users } from 'lucide-react';
import { DashboardTitle } from '@/components/ui/dashboard-title';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { TableSearch } from '@/components/ui/table-search';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { useSearchParam } from '@/lib/use-page-param';
import { usePageTitle } from '@/lib/use-page-title';
import { useAllUsersQuery } from '../api';
import { userColumns } from '../components/users-table';

export function UsersPage() {
  usePageTitle('Users');
  const currentUser = useAppSelector(selectSessionUser);
  const search = useSearchParam();
  const query = useAllUsersQuery(search.applied ? { search: search.applied } : undefined);

  return (
    <div className="grid gap-6">
      <DashboardTitle
        title="Users Management"
        lead="Every account in the shop. Blocked users cannot log in."
      />
      <TableSearch
        id="users-search"
        label="Search users"
        placeholder="Name or email"
        value={search.typed}
        onChange={search.setTyped}
      />
      <DataTable
        columns={userColumns(currentUser?.id)}
        query={query}
        rows={query.data?.data}
        rowKey={(user) => user._id}
        caption="All users, with their role, join date and status"
        loadingLabel="Loading users"
        failure="The users could not be loaded."
        empty={
          <EmptyState icon={Users} title="No users found">
            {search.applied ? (
              <p className="text-sm text-slate-600">No name or email matches “{search.applied}”.</p>
            ) : null}
          </EmptyState>
        }
      />
    </div>
  );
}
