import { ArrowUpIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/lib/format';

/**
 * No car silently vanishes: when the maximum price hides cars that match everything else, say how many, with
 * a button that lifts the limit. Rendered on the server too (the count comes with the list).
 */
export function HiddenCarsNotice({
  count,
  maxPrice,
  onShow,
}: {
  count: number;
  maxPrice: number;
  onShow: () => void;
}) {
  if (count <= 0) return null;
  return (
    <div
      data-slot="hidden-cars-notice"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-brand-100 bg-brand-50 px-4 py-3"
    >
      <p className="text-sm font-medium text-slate-900">
        {`${count} more ${count === 1 ? 'car' : 'cars'} above ${formatMoney(maxPrice, 'catalogue')}`}
      </p>
      <Button variant="outline" size="sm" onClick={onShow}>
        <ArrowUpIcon aria-hidden="true" />
        {count === 1 ? 'Show it' : 'Show them'}
      </Button>
    </div>
  );
}
