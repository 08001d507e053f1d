import { RotateCw, Users } from 'lucide-react';
import { useAppSelector } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api';
import { selectSessionUser } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';
import { useAllUsersQuery } from '../api';
import { UsersTable, UsersTableSkeleton } from '../components/users-table';

export function UsersPage() {
  usePageTitle('Users');
  const currentUser = useAppSelector(selectSessionUser);
  const { data: users, isLoading, isError, error, refetch, isFetching } = useAllUsersQuery();

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Users Management</h1>
        <p className="mt-1 text-sm text-slate-600">Every account in the shop. Blocked users cannot log in.</p>
      </div>
      {isLoading ? (
        <UsersTableSkeleton />
      ) : isError || !users ? (
        <div
          role="alert"
          className="grid justify-items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-6"
        >
          <p className="text-sm font-medium text-red-800">
            {errorMessage(error, 'The users could not be loaded.')}
          </p>
          <Button variant="outline" size="sm" onClick={() => void refetch()} disabled={isFetching}>
            <RotateCw aria-hidden="true" />
            Try again
          </Button>
        </div>
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
