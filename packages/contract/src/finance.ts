/**
 * The car page's finance estimate (issue 22): what a loan for a car costs a month and in all, by the standard
 * amortisation formula. Free of zod: the calculator is part of the car page's first load.
 */
import { fromCents, toCents } from './money.ts';

/** FINANCE_APR's default: the yearly rate, in percent, the calculator starts from. */
export const DEFAULT_FINANCE_APR = 6.9;
/** The highest yearly rate the shop's setting and the calculator accept, in percent. */
export const MAX_FINANCE_APR = 30;
/**
 * FINANCE_APR as written (the server's setting, and the `<meta>` the browser reads it from, FINANCE_APR_META):
 * a rate in percent with up to three decimals, from 0 to MAX_FINANCE_APR; anything else is undefined.
 */
export function parseFinanceApr(text: string | null | undefined): number | undefined {
  if (!text || !/^\d{1,2}(\.\d{1,3})?$/.test(text)) return undefined;
  const apr = Number(text);
  return apr <= MAX_FINANCE_APR ? apr : undefined;
}

/** The loan terms the calculator offers, in months. */
export const FINANCE_TERMS = [12, 24, 36, 48, 60, 72, 84] as const;

/**
 * Where the calculator starts (issue 22), and so what every card's and the car page head's monthly estimate
 * assumes (issue 32): a tenth of the price down, five years, at the shop's FINANCE_APR.
 */
export const FINANCE_DEFAULTS = { downPercent: 10, months: 60 } as const;

/** The monthly payment at the calculator's defaults: the estimate a card shows beside the price. */
export const defaultMonthlyPayment = (price: number, apr: number): number =>
  estimateFinance({
    price,
    downPayment: (price * FINANCE_DEFAULTS.downPercent) / 100,
    months: FINANCE_DEFAULTS.months,
    apr,
  }).monthlyPayment;

export type FinanceInput = {
  price: number;
  /** Paid at once; what is left of the price is borrowed. More than the price borrows nothing. */
  downPayment: number;
  months: number;
  /** The yearly rate in percent (6.9 for 6.9 %), compounded monthly. */
  apr: number;
};

export type FinanceEstimate = {
  /** Borrowed: the price less the down payment. */
  principal: number;
  monthlyPayment: number;
  /** The down payment and every monthly payment. */
  totalPaid: number;
  totalInterest: number;
};

/**
 * The monthly payment `P·r / (1 − (1 + r)^−n)` for `P` borrowed over `n` months at the monthly rate `r`
 * (APR / 12), or `P / n` at a zero rate. Amounts are taken in cents and every figure is rounded to the cent
 * once, at the end. The total is the exact payment times `n` (a lender's last payment absorbs the rounding of
 * the others), so a zero rate costs no interest at all, not a few cents either way.
 */
export function estimateFinance({ price, downPayment, months, apr }: FinanceInput): FinanceEstimate {
  if (!(price >= 0 && downPayment >= 0 && Number.isInteger(months) && months > 0 && apr >= 0)) {
    throw new RangeError('estimateFinance: price, down payment and rate of 0 or more, and whole months');
  }
  const priceCents = toCents(price);
  const downCents = Math.min(toCents(downPayment), priceCents);
  const principalCents = priceCents - downCents;
  const rate = apr / 100 / 12;
  const exactMonthlyCents =
    rate === 0 ? principalCents / months : (principalCents * rate) / (1 - (1 + rate) ** -months);
  const repaidCents = Math.round(exactMonthlyCents * months);
  return {
    principal: fromCents(principalCents),
    monthlyPayment: fromCents(Math.round(exactMonthlyCents)),
    totalPaid: fromCents(downCents + repaidCents),
    totalInterest: fromCents(repaidCents - principalCents),
  };
}
