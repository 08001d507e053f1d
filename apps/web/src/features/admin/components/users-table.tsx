import type { User } from '@carshop/contract/user';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { TableSkeleton } from '@/components/ui/table-skeleton';
import { formatDate } from '@/lib/format';
import { UpdateStatusDialog } from './update-status-dialog';
import { UserStatusBadge } from './user-status-badge';

const COLUMNS = ['User', 'Email', 'Role', 'Join Date', 'Status', 'Update Status'] as const;

function UsersTableHeader() {
  return (
    <TableHeader>
      <TableRow>
        {COLUMNS.map((column) => (
          <TableHead key={column} scope="col">
            {column}
          </TableHead>
        ))}
      </TableRow>
    </TableHeader>
  );
}

export function UsersTable({ users, currentUserId }: { users: User[]; currentUserId: string | undefined }) {
  return (
    <Table>
      <TableCaption className="sr-only">All users, with their role, join date and status</TableCaption>
      <UsersTableHeader />
      <TableBody>
        {users.map((user) => (
          <TableRow key={user._id}>
            <TableCell>
              <div className="font-semibold whitespace-nowrap text-slate-900">{user.name}</div>
              {/* A UUID is long and rarely read whole: shown shortened, complete on hover and to screen readers. */}
              <div className="max-w-40 truncate font-mono text-xs text-slate-600" title={user._id}>
                {user._id}
              </div>
            </TableCell>
            <TableCell className="whitespace-nowrap">{user.email}</TableCell>
            <TableCell className="capitalize">{user.role}</TableCell>
            <TableCell className="whitespace-nowrap">{formatDate(user.createdAt)}</TableCell>
            <TableCell>
              <UserStatusBadge status={user.status} />
            </TableCell>
            <TableCell>
              <UpdateStatusDialog user={user} isSelf={user._id === currentUserId} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Same columns as the real table, so the page does not jump when the users arrive. */
export function UsersTableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <TableSkeleton
      label="Loading users"
      header={<UsersTableHeader />}
      rows={rows}
      cells={[
        <>
          <Skeleton className="h-4 w-28" />
          <Skeleton className="mt-2 h-3 w-40" />
        </>,
        <Skeleton key="email" className="h-4 w-44" />,
        <Skeleton key="role" className="h-4 w-16" />,
        <Skeleton key="joined" className="h-4 w-24" />,
        <Skeleton key="status" className="h-5 w-16 rounded-full!" />,
        <Skeleton key="actions" className="h-8 w-28" />,
      ]}
    />
  );
}
