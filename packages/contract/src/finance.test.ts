import { describe, expect, it } from 'vitest';
import { estimateFinance } from './finance.ts';

/*
 * The worked examples were computed apart from this code, in Python with 50-digit decimals:
 *   r = APR / 1200;  M = P·r / (1 − (1 + r)^−n);  total of the payments = M·n;  interest = M·n − P
 *   20,000 at 6 % over 60:      r = 0.005,    (1.005)^60 = 1.3488501525,   M = 386.6560,  M·n = 23,199.36
 *   30,000 at 5 % over 60:      r = 0.0041667,                             M = 566.1370,  M·n = 33,968.22
 *   20,000 at 6.9 % over 48:    r = 0.00575,                               M = 477.9975,  M·n = 22,943.88
 *   22,500 at 6.9 % over 60:                                               M = 444.4662,  M·n = 26,667.97
 *   1,000 at 30 % over 12:      r = 0.025,                                 M = 97.4871,   M·n = 1,169.85
 */
describe('estimateFinance', () => {
  it('gives the monthly payment, the total paid and the interest of the standard formula', () => {
    expect(estimateFinance({ price: 20_000, downPayment: 0, months: 60, apr: 6 })).toEqual({
      principal: 20_000,
      monthlyPayment: 386.66,
      totalPaid: 23_199.36,
      totalInterest: 3_199.36,
    });
    expect(estimateFinance({ price: 30_000, downPayment: 0, months: 60, apr: 5 })).toMatchObject({
      monthlyPayment: 566.14,
      totalInterest: 3_968.22,
    });
    expect(estimateFinance({ price: 1_000, downPayment: 0, months: 12, apr: 30 })).toMatchObject({
      monthlyPayment: 97.49,
      totalInterest: 169.85,
    });
  });

  it('borrows the price less the down payment, and counts the down payment in the total paid', () => {
    // 25,000 with 5,000 down: 20,000 borrowed at 6.9 % over 48 months (477.9975 a month rounds up).
    expect(estimateFinance({ price: 25_000, downPayment: 5_000, months: 48, apr: 6.9 })).toEqual({
      principal: 20_000,
      monthlyPayment: 478,
      totalPaid: 27_943.88,
      totalInterest: 2_943.88,
    });
    // 10 % down of 25,000.
    expect(estimateFinance({ price: 25_000, downPayment: 2_500, months: 60, apr: 6.9 })).toEqual({
      principal: 22_500,
      monthlyPayment: 444.47,
      totalPaid: 29_167.97,
      totalInterest: 4_167.97,
    });
  });

  it('divides evenly at a zero rate, with no interest (not a few cents of rounding)', () => {
    expect(estimateFinance({ price: 12_000, downPayment: 0, months: 24, apr: 0 })).toEqual({
      principal: 12_000,
      monthlyPayment: 500,
      totalPaid: 12_000,
      totalInterest: 0,
    });
    // 10,000 / 36 = 277.777…: shown as 277.78, and the loan still costs exactly 10,000.
    expect(estimateFinance({ price: 10_000, downPayment: 0, months: 36, apr: 0 })).toEqual({
      principal: 10_000,
      monthlyPayment: 277.78,
      totalPaid: 10_000,
      totalInterest: 0,
    });
  });

  it('takes money in cents: prices with cents, and no floating-point drift', () => {
    expect(estimateFinance({ price: 0.3, downPayment: 0.1, months: 12, apr: 0 })).toMatchObject({
      principal: 0.2,
      monthlyPayment: 0.02,
      totalPaid: 0.3,
    });
    expect(estimateFinance({ price: 20_000.1, downPayment: 0.1, months: 60, apr: 6 }).monthlyPayment).toBe(
      386.66,
    );
  });

  it('borrows nothing when the down payment covers the price', () => {
    const nothing = { principal: 0, monthlyPayment: 0, totalInterest: 0 };
    expect(estimateFinance({ price: 15_000, downPayment: 15_000, months: 36, apr: 6.9 })).toEqual({
      ...nothing,
      totalPaid: 15_000,
    });
    // Paying more than the price down does not cost more than the price.
    expect(estimateFinance({ price: 15_000, downPayment: 20_000, months: 36, apr: 6.9 })).toEqual({
      ...nothing,
      totalPaid: 15_000,
    });
  });

  it('refuses what is not a loan', () => {
    for (const input of [
      { price: -1, downPayment: 0, months: 12, apr: 5 },
      { price: 1_000, downPayment: -1, months: 12, apr: 5 },
      { price: 1_000, downPayment: 0, months: 0, apr: 5 },
      { price: 1_000, downPayment: 0, months: 12.5, apr: 5 },
      { price: 1_000, downPayment: 0, months: 12, apr: -1 },
      { price: Number.NaN, downPayment: 0, months: 12, apr: 5 },
    ])
      expect(() => estimateFinance(input)).toThrow(RangeError);
  });
});
