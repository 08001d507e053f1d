import {
  ORDER_STATUSES,
  type Order,
  type OrderHistoryEntry,
  type OrderStatus,
} from '@carshop/contract/order';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { SelectField } from '@/components/ui/form-field';
import { LoadingBlock } from '@/components/ui/loading-block';
import { QueryState } from '@/components/ui/query-state';
import { shortId } from '@/components/ui/short-id';
import { Skeleton } from '@/components/ui/skeleton';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useAdminOrderDetailQuery, useUpdateOrderStatusMutation } from '../api';
import { OrderStatusBadge } from '../order-status-badge';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

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
      description={`Order ${shortId(order._id)} by ${order.email}. Canceling returns its cars to stock.`}
      trigger={
        <Button variant="outline" size="sm">
          Change Status <span className="sr-only">of order {order._id}</span>
        </Button>
      }
    >
      <StatusForm order={order} onSave={save} />
    </FormDialog>
  );
}

function StatusForm({ order, onSave }: { order: Order; onSave: (status: OrderStatus) => unknown }) {
  const id = useId();
  const [status, setStatus] = useState<OrderStatus>(order.status);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void onSave(status);
  };
  return (
    <FormDialogForm onSubmit={onSubmit} submitLabel="Save">
      <SelectField
        id={id}
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as OrderStatus)}
        className="[&_select]:capitalize"
      >
        {ORDER_STATUSES.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
      <OrderHistory orderId={order._id} />
    </FormDialogForm>
  );
}

function OrderHistory({ orderId }: { orderId: string }) {
  const query = useAdminOrderDetailQuery(orderId);
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
          <LoadingBlock label="Loading the history" className="grid gap-2">
            <Skeleton className="h-5 w-full" />
            <Skeleton className="h-5 w-2/3" />
          </LoadingBlock>
        }
      >
        {(history) => (
          <ol className="grid gap-2 text-sm">
            {[...history].reverse().map((entry) => (
              <HistoryEntry key={`${entry.at}-${entry.status}`} entry={entry} />
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}

function HistoryEntry({ entry }: { entry: OrderHistoryEntry }) {
  return (
    <li className="flex flex-wrap items-center gap-x-2 gap-y-1 rounded-md bg-slate-50 px-3 py-2">
      {entry.from ? (
        <>
          <OrderStatusBadge status={entry.from} />
          <span aria-hidden="true">→</span>
          <span className="sr-only">to</span>
        </>
      ) : (
        <span className="text-slate-700">Placed as</span>
      )}
      <OrderStatusBadge status={entry.status} />
      <span className="text-slate-700">
        by {entry.by?.name ?? 'a deleted account'},{' '}
        <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
      </span>
    </li>
  );
}
