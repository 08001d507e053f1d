import {
  CHECKOUT_TERMS_MESSAGES,
  type CheckoutChoices,
  firstOpenDay,
  type HandoverMethod,
  handoverDateProblem,
  handoverDates,
  PAYMENT_CHOICES,
  type PaymentChoice,
  type PriceBreakdown,
} from '@carshop/contract/checkout-terms';
import { fromCents, toCents } from '@carshop/contract/money';
import type { OpeningHours } from '@carshop/contract/opening-hours';
import type { DepositRule, ShopFee } from '../../config/checkout-settings.ts';
import { badRequest } from '../../lib/http-error.ts';

/** The shop's terms of sale (the checkout settings, ADR 053) and whether it takes money online. */
export type CheckoutTerms = {
  fees: ShopFee[];
  taxRate: number;
  pricesIncludeTax: boolean;
  deposit: DepositRule;
  deliveryLeadDays: number;
  openingHours: OpeningHours;
  /** A payment provider is configured (modules/payments): only then are `deposit` and `full` offered. */
  paysOnline: boolean;
};

/** The ways of paying this shop offers: pay at handover always; online only with a payment provider. */
export const paymentChoicesOf = (terms: Pick<CheckoutTerms, 'paysOnline'>): PaymentChoice[] =>
  terms.paysOnline ? [...PAYMENT_CHOICES] : ['handover'];

/**
 * What an order of cars worth `carsTotal` costs with these choices, in cents throughout so nothing is lost to
 * rounding: the cars, each fee, tax (added, or shown as included), the total, and what is due now and at handover.
 */
export function priceBreakdown(
  carsTotal: number,
  payment: PaymentChoice,
  terms: CheckoutTerms,
): PriceBreakdown {
  const cars = toCents(carsTotal);
  const fees = terms.fees.map((fee) => ({ label: fee.label, cents: toCents(fee.amount) }));
  const taxable = cars + fees.reduce((sum, fee) => sum + fee.cents, 0);
  let taxCents = 0;
  if (terms.taxRate > 0)
    taxCents = terms.pricesIncludeTax
      ? taxable - Math.round(taxable / (1 + terms.taxRate / 100))
      : Math.round((taxable * terms.taxRate) / 100);
  const total = taxable + (terms.pricesIncludeTax ? 0 : taxCents);
  const deposit =
    'fixed' in terms.deposit
      ? Math.min(toCents(terms.deposit.fixed), total)
      : Math.round((total * terms.deposit.percent) / 100);
  const dueNow = payment === 'full' ? total : payment === 'deposit' ? deposit : 0;
  return {
    cars: fromCents(cars),
    fees: fees.map((fee) => ({ label: fee.label, amount: fromCents(fee.cents) })),
    tax:
      terms.taxRate > 0
        ? { rate: terms.taxRate, amount: fromCents(taxCents), included: terms.pricesIncludeTax }
        : null,
    total: fromCents(total),
    dueNow: fromCents(dueNow),
    dueAtHandover: fromCents(total - dueNow),
  };
}

/** The days each handover method can be booked on, from `today`, the first of them an open day. */
export function handoverCalendar(terms: CheckoutTerms, today: string) {
  const of = (method: HandoverMethod) => {
    const range = handoverDates(today, method, terms.deliveryLeadDays);
    return { first: firstOpenDay(terms.openingHours, range.first), last: range.last };
  };
  return { pickup: of('pickup'), delivery: of('delivery') };
}

/**
 * The buyer's choices checked against the shop's terms (400 with the reason). No day chosen (the specification's
 * client knows of none) is a day to be agreed: null.
 */
export function settleChoices(choices: CheckoutChoices, terms: CheckoutTerms, today: string) {
  if (!paymentChoicesOf(terms).includes(choices.payment))
    throw badRequest(CHECKOUT_TERMS_MESSAGES.paymentNotOffered);
  const date = choices.handoverDate ?? null;
  if (date) {
    const problem = handoverDateProblem(
      terms.openingHours,
      handoverCalendar(terms, today)[choices.handover],
      date,
    );
    if (problem) throw badRequest(problem);
  }
  return { payment: choices.payment, handover: choices.handover, handoverDate: date };
}
