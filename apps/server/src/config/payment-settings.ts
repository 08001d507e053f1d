import { z } from 'zod';
import { booleanFlag, urlOf, whole } from './values.ts';

/**
 * Money online (modules/payments, ADR 050). Without STRIPE_SECRET_KEY the shop takes no money online: every
 * order is paid at handover, and no endpoint pretends otherwise.
 */
export const payments = z
  .object({
    /** Stripe's secret API key (`sk_test_…` in test mode, `sk_live_…`, or a restricted `rk_…` key). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, 'STRIPE_SECRET_KEY must be a Stripe secret key, such as sk_test_…')
      .optional(),
    /** The signing secret of the shop's webhook endpoint in Stripe (`whsec_…`): how the shop learns what was paid. */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret, such as whsec_…')
      .optional(),
    /** Another address for Stripe's API (a local Stripe-compatible server in tests); unset: Stripe itself. */
    STRIPE_API_URL: urlOf('STRIPE_API_URL', ['http', 'https']).optional(),
    /**
     * How long an order paid online (deposit or full) holds its cars unpaid before they are released (ADR 054).
     * Stripe's hosted page lives at least 30 minutes, so the hold does too.
     */
    PAYMENT_HOLD_MINUTES: whole(30, 24 * 60).default(30),
    /** How many days a paid deposit reserves the car (then a deposit order still pending is released). */
    RESERVATION_DAYS: whole(1, 90).default(7),
    /**
     * Whether a deposit goes back when the buyer cancels or the reservation lapses (true), or is kept then
     * (false). Either way it goes back when the shop cancels, and a full payment always goes back on a cancel.
     */
    DEPOSIT_REFUNDABLE: booleanFlag.default(true),
  })
  .superRefine((e, context) => {
    if (e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET)
      context.addIssue({
        code: 'custom',
        message:
          'STRIPE_SECRET_KEY is set without STRIPE_WEBHOOK_SECRET: the shop could take money without learning ' +
          'that it was paid. Add the webhook endpoint in Stripe and set its signing secret.',
      });
  })
  .transform((e) => ({
    hold: {
      holdMinutes: e.PAYMENT_HOLD_MINUTES,
      reservationDays: e.RESERVATION_DAYS,
      depositRefundable: e.DEPOSIT_REFUNDABLE,
    },
    ...(e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
      ? {
          stripe: {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          },
        }
      : {}),
  }));
