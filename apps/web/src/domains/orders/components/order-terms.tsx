import type { Order } from '@carshop/contract/order';
import { HANDOVER_WORDS, handoverInWords, PAYMENT_WORDS } from '../lib/checkout-words';
import { awaitsPayment, paymentSentence } from '../lib/payment-words';
import { PayNowButton } from './pay-now-button';
import { PriceBreakdownList } from './price-breakdown';

/**
 * An order's terms as the buyer chose them at checkout (ADR 053): how they pay and where that stands (ADR 054),
 * pickup or delivery and the day, and the breakdown as it was then (a later change of the shop's fees or tax
 * never rewrites it). The customer of an unpaid online order still in its hold can pay from here.
 */
export function OrderTermsList({
  order,
  canPay,
}: {
  order: Pick<Order, '_id' | 'status' | 'terms' | 'payment'>;
  canPay: boolean;
}) {
  const { terms } = order;
  return (
    <div className="grid gap-4">
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-600">How you pay</dt>
        <dd className="text-slate-900">{PAYMENT_WORDS[terms.payment].label}</dd>
        <dt className="text-slate-600">Payment</dt>
        <dd className="text-slate-900" data-testid="order-payment">
          {paymentSentence(order)}
        </dd>
        <dt className="text-slate-600">{terms.handover === 'pickup' ? 'Pickup' : 'Delivery'}</dt>
        <dd className="text-slate-900">
          <span className="sr-only">{HANDOVER_WORDS[terms.handover].label}: </span>
          {capitalized(handoverInWords(terms))}
        </dd>
      </dl>
      {canPay && awaitsPayment(order) ? <PayNowButton order={order} /> : null}
      <PriceBreakdownList breakdown={terms.breakdown} surface="orders" />
    </div>
  );
}

const capitalized = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);
