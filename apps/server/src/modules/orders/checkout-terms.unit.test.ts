import { describe, expect, it } from 'vitest';
import { checkoutTerms as terms } from './checkout-terms.fixture.ts';
import { priceBreakdown } from './checkout-terms.ts';

describe('priceBreakdown', () => {
  it('works in cents: no amount gains or loses a cent to rounding', () => {
    const breakdown = priceBreakdown(
      0.1 + 0.2,
      'deposit',
      terms({ fees: [{ label: 'Fee', amount: 0.1 }], taxRate: 7 }),
    );
    expect(breakdown).toEqual({
      cars: 0.3,
      fees: [{ label: 'Fee', amount: 0.1 }],
      tax: { rate: 7, amount: 0.03, included: false },
      total: 0.43,
      dueNow: 0.04,
      dueAtHandover: 0.39,
    });
  });

  it('asks no more than the total for a fixed deposit, everything for a full payment, nothing at handover', () => {
    const fixed = terms({ deposit: { fixed: 5_000 } });
    expect(priceBreakdown(3_000, 'deposit', fixed)).toMatchObject({ dueNow: 3_000, dueAtHandover: 0 });
    expect(priceBreakdown(30_000, 'deposit', fixed)).toMatchObject({ dueNow: 5_000, dueAtHandover: 25_000 });
    expect(priceBreakdown(30_000, 'full', fixed)).toMatchObject({ dueNow: 30_000, dueAtHandover: 0 });
    expect(priceBreakdown(30_000, 'handover', fixed)).toMatchObject({ dueNow: 0, dueAtHandover: 30_000 });
  });
});
