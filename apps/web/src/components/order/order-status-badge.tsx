import type { OrderStatus } from '@carshop/contract/order';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

const STYLES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-1 ring-amber-600/30',
  processing: 'bg-sky-50 text-sky-900 ring-1 ring-sky-600/30',
  shipped: 'bg-indigo-50 text-indigo-900 ring-1 ring-indigo-600/30',
  delivered: 'bg-green-50 text-green-800 ring-1 ring-green-600/20',
  canceled: 'bg-red-50 text-red-800 ring-1 ring-red-600/20',
};

/** An order's status as a coloured pill with its name (the colour is never the only cue). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant={null} className={cn('capitalize', STYLES[status])}>
      {status}
    </Badge>
  );
}
