import {
  ORDER_STATUSES,
  type Order,
  type OrderHistoryEntry,
  type OrderStatus,
} from '@carshop/contract/order';
import { type FormEvent, useId, useState } from 'react';
import { OrderStatusBadge } from '@/components/order/order-status-badge';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/error-message';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useAdminOrderDetailQuery, useUpdateOrderStatusMutation } from '../api';

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** A short, readable form of an opaque id (the whole id is in the title and for screen readers). */
export const shortId = (id: string) => id.slice(0, 8);

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
      <div className="grid gap-1.5">
        <Label htmlFor={id}>Status</Label>
        <NativeSelect
          id={id}
          value={status}
          onChange={(event) => setStatus(event.target.value as OrderStatus)}
          className="capitalize"
        >
          {ORDER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      </div>
      <OrderHistory orderId={order._id} />
    </FormDialogForm>
  );
}

function OrderHistory({ orderId }: { orderId: string }) {
  const { data, isLoading, isError, error, refetch, isFetching } = useAdminOrderDetailQuery(orderId);
  const history = data?.data.history;
  return (
    <section aria-labelledby={`${orderId}-history`} className="grid gap-2">
      <h3 id={`${orderId}-history`} className="text-sm font-semibold text-slate-800">
        Status history
      </h3>
      {isLoading ? (
        <div aria-busy="true" className="grid gap-2">
          <span role="status" className="sr-only">
            Loading the history
          </span>
          <Skeleton className="h-5 w-full" />
          <Skeleton className="h-5 w-2/3" />
        </div>
      ) : isError || !history ? (
        <ErrorPanel
          className="p-4 sm:p-4"
          message={errorMessage(error, 'The history could not be loaded.')}
          onRetry={refetch}
          retrying={isFetching}
        />
      ) : (
        <ol className="grid gap-2 text-sm">
          {[...history].reverse().map((entry) => (
            <HistoryEntry key={`${entry.at}-${entry.status}`} entry={entry} />
          ))}
        </ol>
      )}
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
