import { tradeInPage } from '@carshop/contract/page-paths';
import { Link } from 'react-router';
import { SelectField } from '@/components/ui/form-field';
import { formatMoney } from '@/lib/format';
import { useEnquiriesQuery } from './api';

/**
 * At checkout (issue 32): the buyer's accepted trade-in offers that no order has yet, to put one on this order; or,
 * without any, the way to ask for one. The choice is the page's (`value`); the page links it once the order is placed.
 */
export function CheckoutTradeIn({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const query = useEnquiriesQuery({ type: 'trade-in', limit: 50 });
  const usable = (query.data?.data ?? []).filter(
    (enquiry) => enquiry.tradeIn?.offer?.acceptedAt && !enquiry.tradeIn.offer.order,
  );
  if (usable.length === 0)
    return (
      <p className="text-sm text-slate-700">
        Have a car to trade in?{' '}
        <Link to={tradeInPage()} className="font-medium text-brand-700 underline underline-offset-4">
          Value my trade-in
        </Link>
      </p>
    );
  return (
    <SelectField
      id="checkout-trade-in"
      label="Trade-in"
      hint="An offer you accepted goes towards this order."
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">No trade-in</option>
      {usable.map(({ _id, tradeIn }) => (
        <option key={_id} value={_id}>
          {tradeIn!.year} {tradeIn!.make} {tradeIn!.model},{' '}
          {formatMoney(tradeIn!.offer!.amount, 'customer-order', { decimals: true })} offered
        </option>
      ))}
    </SelectField>
  );
}
