import type { UserStatus } from '@carshop/contract/user';
import { Badge } from '@/components/ui/badge';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant={status === 'active' ? 'success' : 'danger'} className="capitalize">
      {status}
    </Badge>
  );
}
