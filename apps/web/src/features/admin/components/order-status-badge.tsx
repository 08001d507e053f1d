import type { OrderStatus } from '@carshop/contract/order';
import { Badge } from '@/components/ui/badge';

const VARIANTS = {
  pending: 'secondary',
  processing: 'default',
  shipped: 'default',
  delivered: 'success',
  canceled: 'danger',
} as const satisfies Record<OrderStatus, string>;

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={VARIANTS[status]} className="capitalize">
      {status}
    </Badge>
  );
}
