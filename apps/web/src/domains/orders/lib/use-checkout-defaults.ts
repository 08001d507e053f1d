import type { HandoverMethod } from '@carshop/contract/checkout-terms';
import type { OrderQuote } from '@carshop/contract/order';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useGetUserOrdersQuery } from '../api';
import type { CheckoutFields } from './checkout-form';

/**
 * The choices follow what the shop offers: a way of paying no longer offered goes back to pay at handover, and
 * the day starts at the first open day of the method, and moves there when the method changes and the day
 * chosen is before it (delivery starts later than pickup). A day the buyer typed is otherwise theirs.
 */
export function useChoicesKeptOffered(
  form: UseFormReturn<CheckoutFields>,
  quote: OrderQuote | undefined,
  handover: HandoverMethod,
) {
  const dated = useRef<HandoverMethod | null>(null);
  useEffect(() => {
    if (!quote) return;
    if (!quote.payments.includes(form.getValues('payment'))) form.setValue('payment', 'handover');
    if (dated.current === handover) return;
    const first = quote.handoverDays[handover].first;
    const day = form.getValues('handoverDate');
    if (!day || day < first) form.setValue('handoverDate', first, { shouldValidate: dated.current !== null });
    dated.current = handover;
  }, [form, quote, handover]);
}

/**
 * Name, phone and address from the customer's last order (a returning buyer types them once), put only in
 * fields still untouched: what the buyer typed before the orders arrived is kept. The account's email is the
 * form's already.
 */
export function usePrefillFromLastOrder(form: UseFormReturn<CheckoutFields>, userId: string | undefined) {
  const last = useGetUserOrdersQuery(userId ?? skipToken).data?.data[0];
  useEffect(() => {
    if (!last) return;
    for (const name of ['name', 'phone', 'address'] as const) {
      if (!form.getFieldState(name).isDirty && form.getValues(name) === '') form.setValue(name, last[name]);
    }
  }, [form, last]);
}
