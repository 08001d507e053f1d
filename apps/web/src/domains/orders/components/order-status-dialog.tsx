import { ORDER_STATUSES, type Order, type OrderStatus, orderNumber } from '@carshop/contract/order';
import { orderMoveNeedsConfirming } from '@carshop/contract/order-status';
import { useState } from 'react';
import { EmailLink, PhoneLink } from '@/components/ui/call-link';
import { ChoiceSelectField, FormDialog, FormDialogForm, useChoiceForm } from '@/components/ui/form-dialog';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { RowActionButton } from '@/components/ui/row-action-button';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useOrderDetailQuery, useUpdateOrderStatusMutation } from '../api';
import { OrderHistoryList, PaymentHistoryList } from './order-history';
import { OrderMoney } from './order-money';
import { tradeInWords } from './order-trade-in';

/**
 * "Change Order Status" (spec §2): any of the five statuses (spec §4: no ordering). Failures toast the server's
 * message or 'Something went wrong' (spec §8). The order's history (who changed it, when) is shown below.
 */
export function OrderStatusDialog({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [updateStatus, { isLoading }] = useUpdateOrderStatusMutation();
  const save = (status: OrderStatus) =>
    mutateWithToast(updateStatus({ id: order._id, status }), { onSuccess: () => setOpen(false) });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title="Change Order Status"
      description={`Order ${orderNumber(order)} by ${order.email}. Canceling returns its cars to stock; the buyer is mailed about every change.`}
      trigger={<RowActionButton label="Change Status" target={`of order ${orderNumber(order)}`} />}
    >
      <StatusForm order={order} onSave={save} />
      {/* Outside the status form: the refund has a confirmation dialog (and a form) of its own. */}
      <OrderMoney order={order} />
    </FormDialog>
  );
}

function StatusForm({ order, onSave }: { order: Order; onSave: (status: OrderStatus) => unknown }) {
  const status = useChoiceForm(order.status, onSave);
  // Money or stock moves (to or from canceled, delivered): the button says what it does (issue 30).
  const confirm = orderMoveNeedsConfirming(order.status, status.value);
  return (
    <FormDialogForm
      onSubmit={status.onSubmit}
      submitLabel={confirm ? `Yes, mark ${status.value}` : 'Save'}
      submitVariant={status.value === 'canceled' ? 'destructive' : undefined}
    >
      <ChoiceSelectField
        choice={status}
        label="Status"
        values={ORDER_STATUSES}
        className="[&_select]:capitalize"
      />
      {confirm ? (
        <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {MOVE_WARNINGS[status.value] ?? MOVE_WARNINGS.restore}
        </p>
      ) : null}
      <BuyerDetails order={order} />
      <OrderHistory orderId={order._id} />
      <PaymentHistory orderId={order._id} />
    </FormDialogForm>
  );
}

/** What a move that needs confirming does to money and stock, said before it is made. */
const MOVE_WARNINGS: Partial<Record<OrderStatus | 'restore', string>> = {
  canceled:
    'Canceling returns its cars to stock; what the buyer paid online is refunded as the shop’s terms say.',
  delivered: 'The buyer has the cars; what is still due is taken at handover.',
  restore: 'Leaving canceled takes its cars from stock again.',
};

function OrderHistory({ orderId }: { orderId: string }) {
  const query = useOrderDetailQuery(orderId);
  return (
    <section aria-labelledby={`${orderId}-history`} className="grid gap-2">
      <h3 id={`${orderId}-history`} className="text-sm font-semibold text-slate-800">
        Status history
      </h3>
      <QueryState
        query={query}
        data={query.data?.data.history}
        failure="The history could not be loaded."
        errorClassName="p-4 sm:p-4"
        skeleton={
          <LoadingBlock
            label="Loading the history"
            className="grid gap-2"
            skeletons={['h-5 w-full', 'h-5 w-2/3']}
          />
        }
      >
        {(history) => <OrderHistoryList history={history} viewer="admin" />}
      </QueryState>
    </section>
  );
}

/** The order's payment events (issue 29), once there are any: what the admin checks before a refund. */
function PaymentHistory({ orderId }: { orderId: string }) {
  const events = useOrderDetailQuery(orderId).data?.data.paymentHistory;
  if (!events?.length) return null;
  return (
    <section aria-labelledby={`${orderId}-payment-history`} className="grid gap-2">
      <h3 id={`${orderId}-payment-history`} className="text-sm font-semibold text-slate-800">
        Payment history
      </h3>
      <PaymentHistoryList events={events} />
    </section>
  );
}

/** Who ordered and where the cars go: what the admin needs to call the buyer and arrange the handover. */
function BuyerDetails({ order }: { order: Order }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 rounded-md border border-slate-200 p-3 text-sm sm:grid-cols-[auto_1fr]">
      <dt className="text-slate-600">Buyer</dt>
      <dd className="font-medium break-words text-slate-900">{order.name}</dd>
      <dt className="text-slate-600">Email</dt>
      <dd className="break-all text-slate-900">
        <EmailLink email={order.email} />
      </dd>
      <dt className="text-slate-600">Phone</dt>
      <dd className="text-slate-900">
        <PhoneLink phone={order.phone} />
      </dd>
      <dt className="text-slate-600">Delivery address</dt>
      <dd className="break-words whitespace-pre-line text-slate-900">{order.address}</dd>
      {order.tradeIn ? (
        <>
          <dt className="text-slate-600">Trade-in</dt>
          <dd className="text-slate-900">{tradeInWords(order.tradeIn)}</dd>
        </>
      ) : null}
    </dl>
  );
}
