import { type Order, orderNumber } from '@carshop/contract/order';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { formatMoney } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useRefundOrderMutation } from '../api';
import { PAYMENT_STATE_CLASSES, PAYMENT_STATE_LABELS } from '../lib/payment-states';
import { OrderReceipts } from './order-receipts';
import { OrderTermsList } from './order-terms';

/** Where an order's money stands, as a badge: the admin's payment column. */
export function PaymentStateBadge({ order }: { order: Pick<Order, 'payment'> }) {
  const { state } = order.payment;
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${PAYMENT_STATE_CLASSES[state]}`}
    >
      {PAYMENT_STATE_LABELS[state]}
    </span>
  );
}

/**
 * The money of an order in the admin's dialog (issue 29): the buyer's terms and breakdown, what was taken online
 * and given back, Refund while something is left to give back, and the receipts.
 */
export function OrderMoney({ order }: { order: Order }) {
  const { payment } = order;
  const refundable = payment.paid > 0;
  return (
    <section aria-labelledby={`${order._id}-money`} className="grid gap-3">
      <h3 id={`${order._id}-money`} className="text-sm font-semibold text-slate-800">
        Payment and terms
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border border-slate-200 p-3 text-sm">
        <dt className="text-slate-600">Payment state</dt>
        <dd>
          <PaymentStateBadge order={order} />
        </dd>
        <dt className="text-slate-600">Taken online</dt>
        <dd className="font-medium text-slate-900">{formatMoney(payment.paid, 'orders')}</dd>
        <dt className="text-slate-600">Refunded</dt>
        <dd className="font-medium text-slate-900">{formatMoney(payment.refunded, 'orders')}</dd>
      </dl>
      {refundable ? <RefundDialog order={order} /> : null}
      <OrderTermsList order={order} canPay={false} />
      <h3 className="text-sm font-semibold text-slate-800">Receipts</h3>
      <OrderReceipts orderId={order._id} />
    </section>
  );
}

function RefundDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [refund, { isLoading }] = useRefundOrderMutation();
  const amount = formatMoney(order.payment.paid, 'orders');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void mutateWithToast(refund(order._id), { onSuccess: () => setOpen(false) });
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title={`Refund ${amount} for order ${orderNumber(order)}?`}
      description={`Everything the buyer paid online and has not been given back, ${amount}, goes back to their card through the payment provider, and they get a refund receipt. The order keeps its status. This cannot be undone.`}
      trigger={
        <Button type="button" variant="destructive" size="sm" className="justify-self-start">
          Refund {amount} <span className="sr-only">for order {orderNumber(order)}</span>
        </Button>
      }
    >
      <FormDialogForm
        onSubmit={onSubmit}
        cancelLabel="Keep the money"
        submitLabel={`Refund ${amount}`}
        submitVariant="destructive"
      />
    </FormDialog>
  );
}
