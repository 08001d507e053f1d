import { cn } from '@/lib/cn';
import { formatMoney, type MoneySurface } from '@/lib/format';

/**
 * A car's price as the given surface shows it: taka on the catalogue and cart, a dollar sign on the detail
 * page and the admin car table (spec §1, product decisions §1).
 */
export function CarPrice({
  price,
  surface,
  className,
}: {
  price: number;
  surface: MoneySurface;
  className?: string;
}) {
  return (
    <p data-slot="car-price" className={cn('font-bold text-slate-900', className)}>
      {formatMoney(price, surface)}
    </p>
  );
}
