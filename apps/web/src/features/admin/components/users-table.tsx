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
    <div aria-busy="true">
      <span role="status" className="sr-only">
        Loading users
      </span>
      <Table aria-hidden="true">
        <UsersTableHeader />
        <TableBody>
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
            <TableRow key={row}>
              <TableCell>
                <Skeleton className="h-4 w-28" />
                <Skeleton className="mt-2 h-3 w-40" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-4 w-44" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-4 w-16" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-4 w-24" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-5 w-16 rounded-full" />
              </TableCell>
              <TableCell>
                <Skeleton className="h-8 w-28" />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
