import { type Order, orderNumber } from '@carshop/contract/order';
import { ArrowRightIcon, CircleAlertIcon, CircleCheckIcon } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime, formatMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/use-page-title';
import { useOrderDetailQuery, useSettlePaymentReturnMutation } from '../api';
import { PayNowButton } from '../components/pay-now-button';
import { awaitsPayment, paymentSentence } from '../lib/payment-words';
import { orderDetailPath, orderPaths } from '../paths';

/**
 * /checkout/return: where Stripe's hosted payment page sends the buyer back (ADR 054). After paying
 * (`?order=…&session_id=…`) the server is asked to check the payment with Stripe and answers the order; after
 * "Cancel" (`?order=…&canceled=1`) the order is read. Either way the page says in plain words where the money
 * and the car stand: the deposit paid and the reservation's end, paid in full, still held until a time (pay
 * now), or the hold ended and the money refunded.
 */
export function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order') ?? '';
  const sessionId = params.get('session_id');
  usePageTitle('Payment');
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-14">
      {!orderId ? (
        <section className="grid gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">No payment to show</h1>
          <p className="text-slate-700">
            This page shows a payment when the payment page sends you back here.
          </p>
          <ButtonLink to={orderPaths.dashboardOrder} variant="link" className="justify-self-start px-0!">
            See my orders
          </ButtonLink>
        </section>
      ) : sessionId ? (
        <PaidReturn orderId={orderId} sessionId={sessionId} />
      ) : (
        <CanceledReturn orderId={orderId} />
      )}
    </div>
  );
}

const returnSkeleton = (label: string) => (
  <LoadingBlock
    label={label}
    className="grid gap-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    skeletons={['h-8 w-2/3', 'h-5 w-full', 'h-5 w-4/5', 'h-10 w-40']}
  />
);

function PaidReturn({ orderId, sessionId }: { orderId: string; sessionId: string }) {
  const [settle, result] = useSettlePaymentReturnMutation();
  useEffect(() => {
    // Asked once per visit; the server settles a payment once however often it is asked.
    void settle({ orderId, sessionId });
  }, [orderId, sessionId, settle]);
  const order = result.data?.data;
  if (result.isError)
    return (
      <ErrorPanel
        title="We could not check your payment"
        titleAs="h1"
        message={errorMessage(result.error, 'Please try again in a moment.')}
        onRetry={() => settle({ orderId, sessionId })}
        retrying={result.isLoading}
      />
    );
  if (!order) return returnSkeleton('Checking your payment with the payment provider');
  return <PaymentOutcome order={order} />;
}

function CanceledReturn({ orderId }: { orderId: string }) {
  const query = useOrderDetailQuery(orderId, { refetchOnMountOrArgChange: true });
  return (
    <QueryState
      query={query}
      data={query.data?.data}
      skeleton={returnSkeleton('Loading your order')}
      errorTitle="We could not load your order"
      errorTitleAs="h1"
    >
      {(order) => <PaymentOutcome order={order} canceled />}
    </QueryState>
  );
}

/** "Volvo XC40 (2023)" for one car; "your 2 cars" for more. */
function carsOf(order: Pick<Order, 'items'>): string {
  const count = order.items.reduce((sum, item) => sum + item.quentity, 0);
  const [first] = order.items;
  if (count !== 1 || !first) return `your ${count} cars`;
  return `${first.car.brand} ${first.car.model} (${first.car.year})`;
}

type Outcome = { good: boolean; title: string; body: ReactNode; payNow?: boolean };

function outcomeOf(order: Order, canceled: boolean): Outcome {
  const money = (amount: number) => formatMoney(amount, 'orders');
  const { payment } = order;
  const car = carsOf(order);
  const number = orderNumber(order);
  if (order.status === 'canceled' && payment.refunded > 0 && payment.paid === 0)
    return {
      good: false,
      title: 'The hold on your car ended',
      body:
        `The hold on ${car} ended before your payment reached us, so order ${number} was canceled and the car ` +
        `went back on sale. Your payment of ${money(payment.refunded)} was refunded in full; your bank may take ` +
        'a few days to show it.',
    };
  if (payment.state === 'deposit_paid')
    return {
      good: true,
      title: 'Deposit paid',
      body: (
        <>
          Deposit of {money(payment.paid)} paid.{' '}
          {payment.reservedUntil ? (
            <>
              {car} is reserved for you until <strong>{formatDateTime(payment.reservedUntil)}</strong>.
            </>
          ) : null}{' '}
          The rest, {money(order.terms.breakdown.dueAtHandover)}, is due when the car is handed over.
        </>
      ),
    };
  if (payment.state === 'paid')
    return {
      good: true,
      title: 'Paid in full',
      body: `You paid ${money(payment.paid)} for ${car} (order ${number}). We will contact you to arrange the handover.`,
    };
  if (awaitsPayment(order) && payment.holdUntil)
    return {
      good: false,
      title: canceled ? 'Payment canceled' : 'Payment not completed',
      body: (
        <>
          Nothing was charged. {car} is held for you until{' '}
          <strong>{formatDateTime(payment.holdUntil)}</strong>; after that it goes back on sale.
        </>
      ),
      payNow: true,
    };
  if (order.status === 'canceled')
    return {
      good: false,
      title: 'This order was canceled',
      body: `Order ${number} was canceled and ${car} went back on sale. ${paymentSentence(order)}`,
    };
  return { good: false, title: `Order ${number}`, body: paymentSentence(order) };
}

function PaymentOutcome({ order, canceled = false }: { order: Order; canceled?: boolean }) {
  const outcome = outcomeOf(order, canceled);
  const Icon = outcome.good ? CircleCheckIcon : CircleAlertIcon;
  return (
    <section
      aria-labelledby="payment-outcome"
      className="grid gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
    >
      <div className="flex items-start gap-3">
        <Icon
          aria-hidden="true"
          className={
            outcome.good ? 'mt-1 size-7 shrink-0 text-emerald-600' : 'mt-1 size-7 shrink-0 text-amber-600'
          }
        />
        <div className="grid gap-2">
          <h1 id="payment-outcome" className="text-2xl font-bold tracking-tight text-slate-900">
            {outcome.title}
          </h1>
          <p role="status" className="text-base leading-relaxed text-slate-700">
            {outcome.body}
          </p>
        </div>
      </div>
      {outcome.payNow ? <PayNowButton order={order} /> : null}
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        <ButtonLink to={orderDetailPath(order._id)} variant="link" className="px-0!">
          View order {orderNumber(order)}
          <ArrowRightIcon aria-hidden="true" />
        </ButtonLink>
        <ButtonLink to={cataloguePaths.catalogue} variant="link" className="px-0!">
          Continue shopping
        </ButtonLink>
      </div>
    </section>
  );
}
