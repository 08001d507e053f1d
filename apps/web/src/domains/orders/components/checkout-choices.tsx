import type { HandoverMethod, PaymentChoice } from '@carshop/contract/checkout-terms';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '@/components/ui/form-field';
import { HANDOVER_WORDS, PAYMENT_WORDS } from '../lib/checkout-words';

/**
 * One choice of a group: a card (the radio's label, so a tap anywhere on it chooses, and a finger's target is the
 * whole card) with the radio, its name and a line that says what it means. The radio is named by the name alone
 * (`aria-labelledby`) and described by the line, so its name stays short.
 */
function ChoiceCard({
  id,
  label,
  detail,
  registration,
  value,
}: {
  id: string;
  label: string;
  detail: string;
  registration: UseFormRegisterReturn;
  value: string;
}) {
  return (
    <label
      htmlFor={id}
      className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-300 p-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
    >
      <input
        id={id}
        type="radio"
        value={value}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-detail`}
        className="mt-0.5 size-5 shrink-0 accent-brand-700"
        {...registration}
      />
      <span className="grid gap-0.5">
        <span id={`${id}-name`} className="font-medium text-slate-900">
          {label}
        </span>
        <span id={`${id}-detail`} className="text-sm text-slate-600">
          {detail}
        </span>
      </span>
    </label>
  );
}

/**
 * "How you pay": only the ways the shop offers (the quote's `payments`). A shop without a payment provider
 * offers pay at handover alone, said in a sentence with nothing to choose and no word of paying online.
 */
export function PaymentChoices({
  offered,
  registration,
}: {
  offered: readonly PaymentChoice[];
  registration: UseFormRegisterReturn;
}) {
  if (offered.length <= 1) {
    return (
      <section aria-labelledby="checkout-payment-title" className="grid gap-1">
        <h3 id="checkout-payment-title" className="font-semibold text-slate-900">
          How you pay
        </h3>
        <p className="text-sm text-slate-700">{PAYMENT_WORDS.handover.detail}</p>
      </section>
    );
  }
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-semibold text-slate-900">How you pay</legend>
      {offered.map((choice) => (
        <ChoiceCard
          key={choice}
          id={`checkout-payment-${choice}`}
          value={choice}
          {...PAYMENT_WORDS[choice]}
          registration={registration}
        />
      ))}
    </fieldset>
  );
}

/** "Pickup or delivery", and the day: the calendar limited to the quote's days, closed days refused on send. */
export function HandoverChoices({
  method,
  registration,
  date,
  range,
  hours,
}: {
  method: HandoverMethod;
  registration: UseFormRegisterReturn;
  date: UseFormRegisterReturn & { error?: string };
  range: { first: string; last: string };
  hours: string | undefined;
}) {
  return (
    <div className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-semibold text-slate-900">Pickup or delivery</legend>
        {(['pickup', 'delivery'] as const).map((choice) => (
          <ChoiceCard
            key={choice}
            id={`checkout-handover-${choice}`}
            value={choice}
            {...HANDOVER_WORDS[choice]}
            registration={registration}
          />
        ))}
      </fieldset>
      <TextField
        id="checkout-handover-date"
        label={method === 'pickup' ? 'Pickup date' : 'Delivery date'}
        type="date"
        min={range.first}
        max={range.last}
        required
        hint={hours ? `On a day we are open: ${hours}.` : undefined}
        {...date}
      />
    </div>
  );
}
