import { type Order, orderNumber, TRACK_STEPS } from '@carshop/contract/order';
import { CheckIcon, ChevronLeftIcon, ChevronRightIcon, MapPinIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '@/components/ui/dialog';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format';
import { handoverSentence } from '../lib/checkout-words';
import { paymentSentence } from '../lib/payment-words';
import { OrderStatusBadge } from '../order-status-badge';

/** The step the order has reached: pending 0 ... delivered 3. A canceled order starts at the first step. */
function trackStepOf(status: Order['status']): number {
  const index = TRACK_STEPS.findIndex((step) => step.toLowerCase() === status);
  return Math.max(0, index);
}

type StepState = 'complete' | 'current' | 'upcoming' | 'canceled';

const CIRCLE: Record<StepState, string> = {
  complete: 'border-brand-700 bg-brand-700 text-white',
  current: 'border-brand-700 bg-white text-brand-800 ring-4 ring-brand-100',
  upcoming: 'border-slate-300 bg-white text-slate-600',
  canceled: 'border-red-700 bg-red-700 text-white',
};
const LABEL: Record<StepState, string> = {
  complete: 'text-slate-900',
  current: 'font-semibold text-brand-800',
  upcoming: 'text-slate-600',
  canceled: 'font-semibold text-red-800',
};
const SR_STATE: Record<StepState, string> = {
  complete: 'done',
  current: 'shown',
  upcoming: 'not yet',
  canceled: 'canceled',
};

/**
 * Track (spec §2 "My orders"): the four steps Pending, Processing, Shipped, Delivered, opened at the order's
 * step. Prev and Next only move the display. A canceled order shows every step in red.
 */
export function TrackOrderDialog({ order }: { order: Order }) {
  const reached = trackStepOf(order.status);
  const [shown, setShown] = useState(reached);
  const canceled = order.status === 'canceled';
  const last = TRACK_STEPS.length - 1;

  const stateOf = (index: number): StepState => {
    if (canceled) return 'canceled';
    if (index < shown) return 'complete';
    return index === shown ? 'current' : 'upcoming';
  };

  return (
    <Dialog onOpenChange={(open) => open && setShown(reached)}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={`Track order ${orderNumber(order)}`}>
          <MapPinIcon aria-hidden="true" />
          Track
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl!">
        <DialogHeading
          title="Track Order"
          description={`Order ${orderNumber(order)}, placed ${formatDate(order.createdAt)}.`}
        />
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          Status: <OrderStatusBadge status={order.status} />
          {canceled ? <span className="text-red-800">This order was canceled.</span> : null}
        </p>
        {/* Where and when the car is handed over, and where the money stands (issue 29). */}
        <div className="grid gap-1 text-sm text-slate-700" data-testid="track-terms">
          <p>{handoverSentence(order.terms)}</p>
          <p>{paymentSentence(order, 'customer-order')}</p>
        </div>
        <ol className="grid grid-cols-4 gap-1" aria-label="Order progress" data-testid="track-steps">
          {TRACK_STEPS.map((step, index) => {
            const state = stateOf(index);
            return (
              <li
                key={step}
                data-state={state}
                aria-current={index === shown ? 'step' : undefined}
                className="relative grid justify-items-center gap-2 text-center"
              >
                {index > 0 ? (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'absolute top-4 right-1/2 h-0.5 w-full -translate-y-1/2',
                      canceled ? 'bg-red-700' : index <= shown ? 'bg-brand-700' : 'bg-slate-300',
                    )}
                  />
                ) : null}
                <span
                  aria-hidden="true"
                  className={cn(
                    'relative z-10 flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold',
                    CIRCLE[state],
                  )}
                >
                  {state === 'canceled' ? (
                    <XIcon className="size-4" />
                  ) : state === 'complete' ? (
                    <CheckIcon className="size-4" />
                  ) : (
                    index + 1
                  )}
                </span>
                <span className={cn('text-xs sm:text-sm', LABEL[state])}>
                  {step}
                  <span className="sr-only"> ({SR_STATE[state]})</span>
                </span>
              </li>
            );
          })}
        </ol>
        <DialogFooter className="flex-row! justify-between sm:justify-between!">
          <Button variant="outline" disabled={shown === 0} onClick={() => setShown((step) => step - 1)}>
            <ChevronLeftIcon aria-hidden="true" />
            Prev
          </Button>
          <Button variant="outline" disabled={shown === last} onClick={() => setShown((step) => step + 1)}>
            Next
            <ChevronRightIcon aria-hidden="true" />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
