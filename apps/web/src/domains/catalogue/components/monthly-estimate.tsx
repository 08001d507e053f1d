import { FINANCE_DEFAULTS } from '@carshop/contract/finance';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatMoney, type MoneySurface } from '@/lib/format';
import { financeCalculatorPath, monthlyEstimate } from '../car-facts';

/**
 * "Est. ৳612/mo": the monthly payment at the finance calculator's defaults, marked as an estimate, linking to the
 * calculator on the car's page, where the buyer sets their own. A screen reader hears what it assumes.
 */
export function MonthlyEstimate({
  carId,
  price,
  surface,
  className,
}: {
  carId: string;
  price: number;
  surface: MoneySurface;
  className?: string;
}) {
  return (
    <Link
      to={financeCalculatorPath(carId)}
      data-slot="monthly-estimate"
      className={cn(
        'tap-area rounded-sm text-sm text-slate-600 underline decoration-slate-300 underline-offset-2 hover:text-brand-700 hover:decoration-brand-700',
        className,
      )}
    >
      {/* "/mo" inside the figure: no element's text ends with the bare amount, as a price's does. */}
      Est.{' '}
      <span className="font-semibold text-slate-900">{formatMoney(monthlyEstimate(price), surface)}/mo</span>
      <span className="sr-only">
        {`, with ${FINANCE_DEFAULTS.downPercent}% down over ${FINANCE_DEFAULTS.months} months: open the finance calculator`}
      </span>
    </Link>
  );
}
