import type { OrderPaymentState } from '@carshop/contract/order';

/** Each payment state in a word or two: the admin's payment column and filter. */
export const PAYMENT_STATE_LABELS: Readonly<Record<OrderPaymentState, string>> = {
  unpaid: 'Unpaid',
  paid: 'Paid',
  deposit_paid: 'Deposit paid',
  refunded: 'Refunded',
  failed: 'Failed',
};

/** The badge colours of each state (text dark enough on its tint for WCAG AA). */
export const PAYMENT_STATE_CLASSES: Readonly<Record<OrderPaymentState, string>> = {
  unpaid: 'bg-slate-100 text-slate-700',
  paid: 'bg-emerald-100 text-emerald-800',
  deposit_paid: 'bg-sky-100 text-sky-800',
  refunded: 'bg-violet-100 text-violet-800',
  failed: 'bg-red-100 text-red-800',
};
