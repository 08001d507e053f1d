import type { OrderStatus } from '@carshop/contract/order';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { ORDER_STATUS_COLORS } from './order-status';

/** An order's status as a coloured pill with its name (the colour is never the only cue). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={null} className={cn('capitalize', ORDER_STATUS_COLORS[status].badge)}>
      {status}
    </Badge>
  );
}
