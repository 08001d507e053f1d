import type { CheckoutTerms } from './checkout-terms.ts';

/** A shop's checkout terms for a test: no fees, no tax, a 10% deposit, online payments on; `overrides` change any. */
export const checkoutTerms = (overrides: Partial<CheckoutTerms> = {}): CheckoutTerms => ({
  fees: [],
  taxRate: 0,
  pricesIncludeTax: false,
  deposit: { percent: 10 },
  deliveryLeadDays: 3,
  openingHours: [],
  paysOnline: true,
  ...overrides,
});
