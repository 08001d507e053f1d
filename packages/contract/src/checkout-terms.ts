import { z } from 'zod';
import { addDays, DAY_NAMES, type OpeningHours, weekdayOf } from './opening-hours.ts';

/**
 * What a car purchase needs beyond the specification's checkout form (issue 29): how the buyer pays, how and
 * when they get the car, and what it costs in all. Every choice has a default, so the specification's form (and
 * its client, which sends none of these) still places an order: paid at handover, picked up on a day agreed.
 */

/** `handover`: pay when the car is handed over; `deposit`: a deposit online holds the car; `full`: all online. */
export const PAYMENT_CHOICES = ['handover', 'deposit', 'full'] as const;
export type PaymentChoice = (typeof PAYMENT_CHOICES)[number];

export const HANDOVER_METHODS = ['pickup', 'delivery'] as const;
export type HandoverMethod = (typeof HANDOVER_METHODS)[number];

/** How far ahead a handover may be booked. */
export const HANDOVER_MAX_DAYS_AHEAD = 60;

export const CHECKOUT_TERMS_MESSAGES = {
  paymentNotOffered: 'This way of paying is not offered by the shop',
  dateRange: (first: string) => `Choose a day from ${first} up to ${HANDOVER_MAX_DAYS_AHEAD} days ahead`,
  closed: (day: number) => `We are closed on ${DAY_NAMES[day]}s. Choose another day.`,
  badDate: 'Choose a day for the handover',
} as const;

/** The choices a checkout may add to the specification's body (each optional). */
export const checkoutChoicesSchema = z.object({
  payment: z.enum(PAYMENT_CHOICES, { error: 'Choose how you pay' }).default('handover'),
  handover: z.enum(HANDOVER_METHODS, { error: 'Choose pickup or delivery' }).default('pickup'),
  /** `YYYY-MM-DD`; unset: the first day possible for the method. */
  handoverDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, CHECKOUT_TERMS_MESSAGES.badDate)
    .optional(),
});
export type CheckoutChoices = z.infer<typeof checkoutChoicesSchema>;

const amountLineSchema = z.object({ label: z.string(), amount: z.number() });

/** What the buyer pays, as the server works it out: the cars, the shop's fees, tax, now and at handover. */
export const priceBreakdownSchema = z.object({
  cars: z.number(),
  fees: z.array(amountLineSchema),
  /** Tax at `rate` %: added to the total, or `included` in the prices (shown, not added); null: none configured. */
  tax: z.object({ rate: z.number(), amount: z.number(), included: z.boolean() }).nullable(),
  total: z.number(),
  /** Paid online at checkout: the deposit, everything, or nothing. */
  dueNow: z.number(),
  /** Paid when the car is handed over. */
  dueAtHandover: z.number(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** An order's terms as it keeps them: the choices made and the breakdown they came to. */
export const orderTermsSchema = z.object({
  payment: z.enum(PAYMENT_CHOICES),
  handover: z.enum(HANDOVER_METHODS),
  handoverDate: z.string().nullable(),
  breakdown: priceBreakdownSchema,
});
export type OrderTerms = z.infer<typeof orderTermsSchema>;

/** The days a handover may be booked on, seen from `today`: pickup from tomorrow, delivery after the lead days. */
export function handoverDates(today: string, method: HandoverMethod, deliveryLeadDays: number) {
  const first = addDays(today, method === 'pickup' ? 1 : Math.max(1, deliveryLeadDays));
  return { first, last: addDays(today, HANDOVER_MAX_DAYS_AHEAD) };
}

/** The first open day on or after `from` (none in a week of closed days: `from` itself). */
export function firstOpenDay(week: OpeningHours, from: string): string {
  for (let offset = 0; offset < 7; offset += 1) {
    const day = addDays(from, offset);
    if (week[weekdayOf(day)]) return day;
  }
  return from;
}

/** Why a handover cannot be on `date` (the form's rule and the server's), or null when it can. */
export function handoverDateProblem(
  week: OpeningHours,
  range: { first: string; last: string },
  date: string,
): string | null {
  const day = weekdayOf(date);
  if (Number.isNaN(day)) return CHECKOUT_TERMS_MESSAGES.badDate;
  if (date < range.first || date > range.last) return CHECKOUT_TERMS_MESSAGES.dateRange(range.first);
  if (!week[day]) return CHECKOUT_TERMS_MESSAGES.closed(day);
  return null;
}
