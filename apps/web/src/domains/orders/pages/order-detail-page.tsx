import { isAdmin } from '@carshop/contract/constants';
import { type OrderDetail, orderNumber } from '@carshop/contract/order';
import { customerMayCancel, isFinalOrderStatus } from '@carshop/contract/order-status';
import { ArrowLeftIcon, ArrowRightIcon, CircleCheckIcon, PrinterIcon } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { SITE } from '@/content/site';
import { cataloguePaths } from '@/domains/catalogue/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { selectSessionUser } from '@/lib/session';
import { useAppSelector } from '@/lib/store-hooks';
import { usePageTitle } from '@/lib/use-page-title';
import { useCancelOrderMutation, useKnownOrderDetail, useOrderDetailQuery } from '../api';
import { OrderHistoryList, PaymentHistoryList } from '../components/order-history';
import { OrderReceipts } from '../components/order-receipts';
import { OrderTermsList } from '../components/order-terms';
import { tradeInWords } from '../components/order-trade-in';
import { awaitsPayment } from '../lib/payment-words';
import { OrderStatusBadge } from '../order-status-badge';
import { orderPaths } from '../paths';

/**
 * /dashboard/order/:orderId: one order for its customer (an admin may open any). Right after checkout it is the
 * confirmation: the order number to quote, the lines, the total, the delivery details and what happens next.
 * Print receipt prints the page without the dashboard around it; Cancel order works while it is pending.
 */
const ORDER_NEWS_MS = 60_000;

export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const placed = Boolean((useLocation().state as { placed?: unknown } | null)?.placed);
  // While the order is still moving, the page asks for news now and then (only while the tab is in view), so
  // a customer watching it sees the shop's change without reloading; a final order is not asked about again.
  const known = useKnownOrderDetail(orderId);
  const query = useOrderDetailQuery(orderId, {
    refetchOnMountOrArgChange: true,
    pollingInterval: known && isFinalOrderStatus(known.status) ? 0 : ORDER_NEWS_MS,
    skipPollingIfUnfocused: true,
  });
  const order = query.data?.data;
  usePageTitle(order ? `Order ${orderNumber(order)}` : 'Order');
  const admin = isAdmin(useAppSelector(selectSessionUser));

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6">
      {/* Right after checkout this is the confirmation: the way back to shopping is as near as the orders. */}
      <nav aria-label="Order page" className="flex flex-wrap justify-between gap-x-4 print:hidden">
        <ButtonLink to={orderPaths.dashboardOrder} variant="link" className="px-0!">
          <ArrowLeftIcon aria-hidden="true" />
          All my orders
        </ButtonLink>
        {admin ? null : (
          <ButtonLink to={cataloguePaths.catalogue} variant="link" className="px-0!">
            Continue shopping
            <ArrowRightIcon aria-hidden="true" />
          </ButtonLink>
        )}
      </nav>
      <QueryState
        query={query}
        data={order}
        failure="This order could not be loaded."
        errorTitle="Order not found"
        errorTitleAs="h1"
        skeleton={
          <LoadingBlock
            label="Loading the order"
            className="grid gap-4"
            skeletons={['h-9 w-56', 'h-40 w-full', 'h-32 w-full']}
          />
        }
      >
        {(loaded) => <OrderView order={loaded} placed={placed} />}
      </QueryState>
    </div>
  );
}

function OrderView({ order, placed }: { order: OrderDetail; placed: boolean }) {
  const admin = isAdmin(useAppSelector(selectSessionUser));
  return (
    <article aria-labelledby="order-title" className="grid gap-6">
      <p className="hidden text-sm text-slate-700 print:block">
        <span className="block text-xl font-bold text-slate-900">{SITE.name}: receipt</span>
        {SITE.address} · {SITE.phone} · {SITE.email}
      </p>
      {placed && order.status === 'pending' ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900"
        >
          <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-green-700" />
          <div className="grid gap-1">
            <p className="font-semibold">Thank you! Your order is placed.</p>
            <p className="text-sm">
              Your order number is <strong>{orderNumber(order)}</strong>. We have mailed a confirmation to{' '}
              {order.email}.
            </p>
          </div>
        </div>
      ) : null}

      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <h1 id="order-title" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Order {orderNumber(order)}
          </h1>
          <p className="text-sm text-slate-600">
            Placed <time dateTime={order.createdAt}>{formatDateTime(order.createdAt)}</time>
            <span className="sr-only">, reference {order._id}</span>
          </p>
          <p className="flex items-center gap-2 text-sm text-slate-700">
            Status: <OrderStatusBadge status={order.status} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          <Button variant="outline" onClick={() => window.print()}>
            <PrinterIcon aria-hidden="true" />
            Print receipt
          </Button>
          {customerMayCancel(order.status) && !admin ? <CancelOrderDialog order={order} /> : null}
        </div>
      </header>

      <OrderSection id="order-lines" title="Cars">
        <ul className="divide-y divide-slate-200">
          {order.items.map((item, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a deleted car's line has no id; lines keep their order
            <li key={index} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-3">
              <span className="min-w-0 font-medium break-words text-slate-900">
                {item.car.brand} {item.car.model} <span className="text-slate-600">({item.car.year})</span>
              </span>
              <span className="text-sm whitespace-nowrap text-slate-700">
                {item.quentity} × {formatMoney(item.price, 'orders')} ={' '}
                <span className="font-semibold text-slate-900">
                  {formatMoney(item.price * item.quentity, 'orders')}
                </span>
              </span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-slate-300 pt-3 text-base font-bold text-slate-900">
          <span>Total</span>
          <span>{formatMoney(order.totalPrice, 'orders')}</span>
        </p>
        {order.tradeIn ? (
          <p className="text-sm text-slate-800" data-testid="order-trade-in">
            <span className="font-semibold">Trade-in:</span> {tradeInWords(order.tradeIn)}
          </p>
        ) : null}
      </OrderSection>

      <OrderSection id="order-terms" title="Payment and handover">
        <OrderTermsList order={order} canPay={!admin} />
      </OrderSection>

      {order.payment.paid > 0 || order.payment.refunded > 0 ? (
        <OrderSection id="order-receipts" title="Receipts">
          <OrderReceipts orderId={order._id} />
        </OrderSection>
      ) : null}

      <div className="grid gap-6 md:grid-cols-2">
        <OrderSection id="order-delivery" title="Delivery details">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="text-slate-600">Name</dt>
            <dd className="break-words text-slate-900">{order.name}</dd>
            <dt className="text-slate-600">Email</dt>
            <dd className="break-all text-slate-900">{order.email}</dd>
            <dt className="text-slate-600">Phone</dt>
            <dd className="text-slate-900">{order.phone}</dd>
            <dt className="text-slate-600">Address</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{order.address}</dd>
          </dl>
        </OrderSection>
        <OrderSection id="order-next" title="What happens next">
          <p className="text-sm text-slate-700">{nextStep(order)}</p>
        </OrderSection>
      </div>

      <OrderSection id="order-history" title="Status history">
        <OrderHistoryList history={order.history} viewer={admin ? 'admin' : 'customer'} />
      </OrderSection>

      {order.paymentHistory.length > 0 ? (
        <OrderSection id="order-payment-history" title="Payment history">
          <PaymentHistoryList events={order.paymentHistory} />
        </OrderSection>
      ) : null}
    </article>
  );
}

/** One card of the order's page: its heading names the section (a region for assistive technology). */
function OrderSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby={id}
      className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function nextStep(order: OrderDetail): string {
  const online = order.terms.payment !== 'handover';
  switch (order.status) {
    case 'pending':
      if (!online)
        return 'We check your order and call you to arrange the handover. You pay when the car is handed over to you. Until then you can cancel the order here.';
      if (awaitsPayment(order))
        return "Pay on our payment provider's secure page (Pay now) while the car is held for you. Once it is paid we call you to arrange the handover.";
      if (order.payment.state === 'deposit_paid' || order.payment.state === 'paid')
        return `We call you to arrange the handover. ${order.payment.state === 'paid' && order.terms.breakdown.dueAtHandover === 0 ? 'Nothing more is due.' : 'You pay the rest when the car is handed over to you.'} Until then you can cancel the order here.`;
      return 'The time to pay online has ended. We will be in touch; you can also place a new order at any time.';
    case 'processing':
      return online
        ? 'We are preparing your cars. We will call you to agree on the handover.'
        : 'We are preparing your cars. We will call you to agree on the handover; you pay then.';
    case 'shipped':
      return online
        ? 'Your cars are on their way to you.'
        : 'Your cars are on their way. You pay when they are handed over to you.';
    case 'delivered':
      return 'Your cars have been handed over. Enjoy the drive!';
    case 'canceled':
      return 'This order was canceled and its cars went back to the showroom. You can place a new order at any time.';
  }
}

function CancelOrderDialog({ order }: { order: OrderDetail }) {
  const [open, setOpen] = useState(false);
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void mutateWithToast(cancel(order._id), { onSuccess: () => setOpen(false) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title={`Cancel order ${orderNumber(order)}?`}
      description="Its cars go back to the showroom, and we mail you a confirmation. This cannot be undone."
      trigger={<Button variant="destructive">Cancel order</Button>}
    >
      {/* Each button says what it does: "Cancel" would read as canceling the order (issue 28). */}
      <FormDialogForm
        onSubmit={onSubmit}
        cancelLabel="Keep order"
        submitLabel="Cancel order"
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
