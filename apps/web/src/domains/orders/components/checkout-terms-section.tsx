import type { OrderQuote } from '@carshop/contract/order';
import { RefreshCwIcon } from 'lucide-react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { LoadingBlock } from '@/components/ui/loading-block';
import type { CheckoutChoiceFields } from '../lib/checkout-form';
import { nextStepsOf } from '../lib/checkout-words';
import { HandoverChoices, PaymentChoices } from './checkout-choices';
import { PriceBreakdownList } from './price-breakdown';

type Props = {
  /** The server's quote for the cart and the choices (the last one answered while a new one is asked). */
  quote: OrderQuote | undefined;
  /** A new quote is being asked for (a choice or the cart changed). */
  updating: boolean;
  /** The quote could not be had: the order can still be placed as the specification's (paid at handover). */
  failed: boolean;
  retry: () => void;
  choices: CheckoutChoiceFields;
  register: {
    payment: UseFormRegisterReturn;
    handover: UseFormRegisterReturn;
    handoverDate: UseFormRegisterReturn & { error?: string };
  };
  hours: string | undefined;
};

/**
 * The checkout's car terms above its button (issue 29): how the buyer pays, pickup or delivery and the day, the
 * server's breakdown, and what happens next in words that follow the choices.
 */
export function CheckoutTermsSection({ quote, updating, failed, retry, choices, register, hours }: Props) {
  if (!quote) {
    if (failed)
      return (
        <div role="alert" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm">
          <p className="font-medium text-amber-950">The price breakdown could not be loaded.</p>
          <p className="text-amber-900">
            You can still place the order: you pay when the car is handed over, and we call you to agree on
            the day.
          </p>
          <Button type="button" variant="outline" size="sm" className="justify-self-start" onClick={retry}>
            <RefreshCwIcon aria-hidden="true" />
            Try again
          </Button>
        </div>
      );
    return (
      <LoadingBlock
        label="Working out the price"
        className="grid gap-3"
        skeletons={['h-24 w-full', 'h-32 w-full']}
      />
    );
  }
  const range = quote.handoverDays[choices.handover];
  const steps = nextStepsOf({
    ...choices,
    handoverDate: choices.handoverDate || null,
    breakdown: quote.breakdown,
  });
  return (
    <div className="grid gap-6">
      <PaymentChoices offered={quote.payments} registration={register.payment} />
      <HandoverChoices
        method={choices.handover}
        registration={register.handover}
        date={register.handoverDate}
        range={range}
        hours={hours}
      />
      <section aria-labelledby="checkout-breakdown-title" aria-busy={updating} className="grid gap-2">
        <h3 id="checkout-breakdown-title" className="font-semibold text-slate-900">
          Price breakdown
        </h3>
        <PriceBreakdownList
          breakdown={quote.breakdown}
          surface="checkout"
          decimals
          className={updating ? 'opacity-60 transition-opacity' : undefined}
        />
      </section>
      <section
        aria-labelledby="checkout-next-title"
        className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <h3 id="checkout-next-title" className="font-semibold text-slate-900">
          What happens next
        </h3>
        <ol
          className="grid list-decimal gap-1.5 pl-5 text-sm text-slate-700"
          data-testid="checkout-next-steps"
        >
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
