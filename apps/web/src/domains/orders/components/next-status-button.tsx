import { type Order, orderNumber } from '@carshop/contract/order';
import { nextOrderStatus, orderMoveNeedsConfirming } from '@carshop/contract/order-status';
import { ArrowRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormDialog, FormDialogForm } from '@/components/ui/form-dialog';
import { formatMoney } from '@/lib/format';
import { mutateWithToast } from '@/lib/mutate-with-toast';
import { useUpdateOrderStatusMutation } from '../api';

/**
 * One tap moves an order on to its usual next status (issue 30, ADR 061): pending → processing → shipped →
 * delivered, none after. The move is sent with the status the list showed, so a tap on a stale list never takes
 * an order back (409). Handing the cars over (delivered) moves money, so it is confirmed first.
 */
export function NextStatusButton({ order }: { order: Order }) {
  const [open, setOpen] = useState(false);
  const [update, { isLoading }] = useUpdateOrderStatusMutation();
  const next = nextOrderStatus(order.status);
  if (!next) return null;
  const move = () =>
    mutateWithToast(update({ id: order._id, status: next, from: order.status }), {
      onSuccess: () => setOpen(false),
    });
  // Handing the cars over moves money: the tap opens the confirmation (the dialog's trigger) instead.
  const confirm = orderMoveNeedsConfirming(order.status, next);
  const button = (
    <Button
      size="sm"
      disabled={isLoading}
      onClick={confirm ? undefined : () => void move()}
      // One name in every browser (Chromium puts a blank between spans): the visible word first.
      aria-label={`${next}: move order ${orderNumber(order)} on`}
    >
      <ArrowRight aria-hidden="true" />
      <span className="capitalize">{next}</span>
    </Button>
  );
  if (!confirm) return button;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void move();
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      pending={isLoading}
      title={`Mark order ${orderNumber(order)} ${next}?`}
      description={handoverWords(order)}
      trigger={button}
    >
      <FormDialogForm onSubmit={onSubmit} submitLabel={`Mark ${next}`} cancelLabel="Not yet" />
    </FormDialog>
  );
}

/** What handing the cars over means for the money: what the buyer still pays then, and the mail they get. */
function handoverWords(order: Order): string {
  const due = Math.max(order.totalPrice - order.payment.paid + order.payment.refunded, 0);
  const money =
    due > 0 ? `${formatMoney(due, 'orders')} is still due and is taken at handover.` : 'It is paid in full.';
  return `The buyer has the cars. ${money} The buyer is mailed about the change.`;
}
