import { Users } from 'lucide-react';
import { ErrorPanel } from '@/components/ui/error-panel';
import { errorMessage } from '@/lib/error-message';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { useAllUsersQuery } from '../api';
import { UsersTable, UsersTableSkeleton } from '../components/users-table';

export function UsersPage() {
  usePageTitle('Users');
  const currentUser = useAppSelector(selectSessionUser);
  const { data: answer, isLoading, isError, error, refetch, isFetching } = useAllUsersQuery();
  const users = answer?.data;

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Users Management</h1>
        <p className="mt-1 text-sm text-slate-600">Every account in the shop. Blocked users cannot log in.</p>
      </div>
      {isLoading ? (
        <UsersTableSkeleton />
      ) : isError || !users ? (
        <ErrorPanel
          message={errorMessage(error, 'The users could not be loaded.')}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : users.length === 0 ? (
        <div className="grid justify-items-center gap-2 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <Users aria-hidden="true" className="size-8 text-slate-400" />
          <p className="font-semibold text-slate-900">No users found</p>
        </div>
      ) : (
        <UsersTable users={users} currentUserId={currentUser?.id} />
      )}
    </div>
  );
}
