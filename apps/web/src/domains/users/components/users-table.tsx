import type { User } from '@carshop/contract/user';
import type { Column } from '@/components/ui/data-table';
import { ShortId } from '@/components/ui/short-id';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';
import { UserRoleDialog } from './user-role-dialog';
import { UserStatusBadge } from './user-status-badge';
import { UserStatusDialog } from './user-status-dialog';

/** Users Management (spec §2): User (name and id), Email, Role, Join Date, Status, Update Status; Change Role. */
export function userColumns(currentUserId: string | undefined): readonly Column<User>[] {
  return [
    {
      header: 'User',
      cell: (user) => (
        <>
          <div className="font-semibold whitespace-nowrap text-slate-900">{user.name}</div>
          <ShortId id={user._id} />
        </>
      ),
      placeholder: (
        <>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-2 h-3 w-16" />
        </>
      ),
    },
    { header: 'Email', className: 'whitespace-nowrap', cell: (user) => user.email, placeholder: 176 },
    { header: 'Role', className: 'capitalize', cell: (user) => user.role, placeholder: 64 },
    {
      header: 'Join Date',
      className: 'whitespace-nowrap',
      cell: (user) => formatDate(user.createdAt),
      placeholder: 96,
    },
    {
      header: 'Status',
      cell: (user) => <UserStatusBadge status={user.status} />,
      placeholder: <Skeleton className="h-5 w-16 rounded-full!" />,
    },
    {
      header: 'Update Status',
      actions: true,
      cell: (user) => <UserStatusDialog user={user} isSelf={user._id === currentUserId} />,
      placeholder: <Skeleton className="h-8 w-28" />,
    },
    {
      // Issue 30: staff roles; the last admin's own change is refused by the API with its reason.
      header: 'Change Role',
      actions: true,
      cell: (user) => <UserRoleDialog user={user} />,
      placeholder: <Skeleton className="h-8 w-28" />,
    },
  ];
}
