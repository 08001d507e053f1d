import { HeadedSection } from '@/components/ui/headed-section';
import { CarImage } from '@/domains/catalogue/car-image';
import { formatAmount, formatMoney } from '@/lib/format';
import { type CartLine, isAvailable, lineTotal } from './cart-slice';
import { CartLineNotices } from './components/cart-line-notices';
import { useFreshCartLine } from './hooks/use-fresh-cart-line';

/**
 * "Your Order" on the checkout (spec §2): each car with its facts, price x quantity, the line total, the Total.
 * With the shop's fees or tax (`payable`: the server's total, ADR 053) the cars' sum is not what the buyer pays:
 * it is named "Cars" and the server's total follows it, so the page never shows two different totals.
 */
export function OrderSummary({
  lines,
  total,
  payable,
}: {
  lines: CartLine[];
  total: number;
  payable?: number;
}) {
  const more = payable !== undefined && payable !== total;
  return (
    <HeadedSection look="card" headingId="checkout-order-title" title="Your Order">
      <ul className="divide-y divide-slate-200">
        {lines.map((line) => (
          <OrderSummaryLine key={line.car._id} line={line} />
        ))}
      </ul>
      <div className="flex items-baseline justify-between border-t border-slate-200 pt-4">
        <span className={more ? 'text-slate-700' : 'text-lg font-semibold text-slate-900'}>
          {more ? 'Cars' : 'Total'}
        </span>
        <span
          className={more ? 'font-semibold text-slate-900' : 'text-xl font-bold text-slate-900'}
          data-testid="checkout-total"
        >
          {formatMoney(total, 'checkout', { decimals: true })}
        </span>
      </div>
      {more ? (
        <div className="flex items-baseline justify-between gap-4">
          <span className="text-lg font-semibold text-slate-900">Total with fees and tax</span>
          <span className="text-xl font-bold whitespace-nowrap text-slate-900" data-testid="checkout-payable">
            {formatMoney(payable, 'checkout', { decimals: true })}
          </span>
        </div>
      ) : null}
    </HeadedSection>
  );
}

function OrderSummaryLine({ line }: { line: CartLine }) {
  useFreshCartLine(line);
  const { car, quentity } = line;
  const available = isAvailable(line);
  return (
    <li className="flex gap-4 py-4" data-testid="checkout-line">
      <div className="w-24 shrink-0 self-start overflow-hidden rounded-md border border-slate-200 sm:w-28">
        <CarImage src={car.image} alt={`${car.brand} ${car.model}`} sizes="112px" />
      </div>
      <div className="grid min-w-0 flex-1 gap-1">
        <p className="font-semibold text-slate-900">
          {car.brand} {car.model}
        </p>
        <p className="text-sm text-slate-600">
          {car.year} · {car.category}
        </p>
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm">
          <span className="text-slate-700">
            {formatAmount(car.price)} x {quentity}
          </span>
          <span
            className={
              available ? 'font-semibold text-slate-900' : 'font-semibold text-slate-500 line-through'
            }
          >
            {formatMoney(lineTotal(line), 'checkout', { decimals: true })}
          </span>
        </div>
        <CartLineNotices line={line} surface="checkout" />
      </div>
    </li>
  );
}
