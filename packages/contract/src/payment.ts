import { z } from 'zod';
import { text } from './text.ts';

/** Paying for an order on the provider's hosted page (issue 29, ADR 054). */

const orderIdField = text({ max: 100, required: 'Order id is required' });

/** Body of POST /orders/checkout-session: the order to pay for (what it owes now is the server's). */
export const checkoutSessionRequestSchema = z.object({ orderId: orderIdField });
export type CheckoutSessionRequest = z.infer<typeof checkoutSessionRequestSchema>;

/** Its answer: the provider's hosted payment page, where the browser goes next. */
export const checkoutSessionAnswerSchema = z.object({ url: z.string() });
export type CheckoutSessionAnswer = z.infer<typeof checkoutSessionAnswerSchema>;

/** Body of POST /payments/stripe/return: the order and the hosted page's session the buyer came back from. */
export const paymentReturnRequestSchema = z.object({
  orderId: orderIdField,
  sessionId: text({ max: 255, required: 'Session id is required' }),
});
export type PaymentReturnRequest = z.infer<typeof paymentReturnRequestSchema>;

/** The messages of the payment endpoints a client may want to recognise. */
export const PAYMENT_MESSAGES = {
  notOffered: 'This shop takes no payments online: you pay when the car is handed over.',
  notPayable: 'This order cannot be paid for any more.',
  nothingDue: 'Nothing is due online for this order: you pay when the car is handed over.',
  paid: 'This order is paid.',
  justPaid: 'A payment for this order has just been made. Reload the order to see it.',
  depositPaid: 'The deposit for this order is paid; the rest is paid when the car is handed over.',
  holdEnded:
    'The hold on this order ended and its cars went back on sale, so it can no longer be paid for. ' +
    'Please place a new order.',
  paymentNotFound: 'Payment not found',
  badEvent: 'Not a payment event from this shop',
} as const;
