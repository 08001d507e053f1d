import {
  HANDOVER_METHODS,
  type HandoverMethod,
  handoverDateProblem,
  PAYMENT_CHOICES,
  type PaymentChoice,
} from '@carshop/contract/checkout-terms';
import type { OpeningHours } from '@carshop/contract/opening-hours';
import { type CheckoutForm, checkoutFormSchema, type OrderQuote } from '@carshop/contract/order';
import { z } from 'zod';

/** The checkout's choices as the form holds them (`handoverDate` empty until the quote gives the first day). */
export type CheckoutChoiceFields = { payment: PaymentChoice; handover: HandoverMethod; handoverDate: string };
/** The form's fields: the email is the account's, shown disabled (spec §2 "Checkout"), so not among them. */
export type CheckoutFields = Omit<CheckoutForm, 'email'> & CheckoutChoiceFields;

export const CHECKOUT_DEFAULTS: CheckoutFields = {
  name: '',
  phone: '',
  address: '',
  payment: 'handover',
  handover: 'pickup',
  handoverDate: '',
};

/**
 * The checkout's rules: the specification's fields and messages, and, once the quote has said which days a
 * handover can be on, the day checked by the contract's rule (the server's: in range, on a day the shop opens).
 * Without the quote the choices are not sent, so not checked.
 */
export function checkoutSchema(quote: OrderQuote | undefined, week: OpeningHours | undefined) {
  return checkoutFormSchema
    .omit({ email: true })
    .extend({
      payment: z.enum(PAYMENT_CHOICES),
      handover: z.enum(HANDOVER_METHODS),
      handoverDate: z.string(),
    })
    .superRefine((values, context) => {
      if (!quote) return;
      const range = quote.handoverDays[values.handover];
      // The range alone while the opening hours are unknown (the server still refuses a closed day).
      const problem = handoverDateProblem(week ?? Array(7).fill({}), range, values.handoverDate);
      if (problem) context.addIssue({ code: 'custom', path: ['handoverDate'], message: problem });
    });
}
