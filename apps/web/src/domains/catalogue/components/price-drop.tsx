import type { Car } from '@carshop/contract/car';
import { TrendingDownIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatMoney, type MoneySurface } from '@/lib/format';

/**
 * Issue 32: a car whose last price change was a drop within the shop's PRICE_DROP_DAYS carries `priceDrop` (the
 * server decides the window). Cards show a small mark; the car page says by how much and when.
 */
export function PriceDropMark({ car }: { car: Car }) {
  if (!car.priceDrop) return null;
  return (
    <Badge variant="success" data-slot="price-drop">
      <TrendingDownIcon aria-hidden="true" />
      Price drop
    </Badge>
  );
}

export function PriceReducedNote({ car, surface }: { car: Car; surface: MoneySurface }) {
  if (!car.priceDrop) return null;
  const saving = car.priceDrop.from - car.price;
  return (
    <p data-slot="price-reduced" className="flex flex-wrap items-center gap-2 text-sm text-green-800">
      <TrendingDownIcon aria-hidden="true" className="size-4" />
      <span>
        Reduced by <strong>{formatMoney(saving, surface)}</strong> on {formatDate(car.priceDrop.at)}
      </span>
      <span className="text-slate-600">
        <span className="sr-only">Was </span>
        <s>{formatMoney(car.priceDrop.from, surface)}</s>
      </span>
    </p>
  );
}
