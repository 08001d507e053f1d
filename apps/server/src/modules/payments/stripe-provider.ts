import Stripe from 'stripe';
import {
  fromMinor,
  InvalidEventError,
  type PaymentProvider,
  type PaymentState,
  type ProviderEvent,
  toMinor,
} from './payment-provider.ts';

export type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

/** The events the shop acts on; every other type is acknowledged and left alone. */
const PAYMENT_EVENTS: Record<string, (intent: Stripe.PaymentIntent) => PaymentState> = {
  'payment_intent.succeeded': () => 'succeeded',
  'payment_intent.payment_failed': () => 'failed',
  'payment_intent.canceled': () => 'canceled',
  'payment_intent.processing': () => 'pending',
};

/** Stripe through its official SDK (ADR 050). STRIPE_API_URL points it at a Stripe-compatible server in tests. */
export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (api.protocol === 'https:' ? 443 : 80),
      protocol: api.protocol === 'https:' ? 'https' : 'http',
    }),
  });

  return {
    name: 'stripe',

    async requestPayment({ orderId, orderNumber, amount, currency, idempotencyKey }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: toMinor(amount, currency),
          currency: currency.toLowerCase(),
          description: `Order ${orderNumber}`,
          metadata: { orderId, orderNumber: String(orderNumber) },
          automatic_payment_methods: { enabled: true },
        },
        { idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe answered payment ${intent.id} without a client secret`);
      return { providerRef: intent.id, clientSecret: intent.client_secret };
    },

    async cancelPayment(providerRef) {
      try {
        await stripe.paymentIntents.cancel(providerRef);
        return 'canceled';
      } catch (error) {
        // Stripe refuses to cancel a PaymentIntent that succeeded (or was canceled already).
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
        const intent = await stripe.paymentIntents.retrieve(providerRef);
        if (intent.status === 'succeeded') return 'succeeded';
        if (intent.status === 'canceled') return 'canceled';
        throw error;
      }
    },

    async clientSecretOf(providerRef) {
      const intent = await stripe.paymentIntents.retrieve(providerRef);
      if (!intent.client_secret)
        throw new Error(`Stripe answered payment ${intent.id} without a client secret`);
      return intent.client_secret;
    },

    async refund({ paymentRef, amount, currency, idempotencyKey }) {
      const refund = await stripe.refunds.create(
        { payment_intent: paymentRef, amount: toMinor(amount, currency) },
        { idempotencyKey },
      );
      const status: PaymentState =
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed'
            ? 'failed'
            : refund.status === 'canceled'
              ? 'canceled'
              : 'pending';
      return { providerRef: refund.id, status };
    },

    readEvent(rawBody, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (error) {
        throw new InvalidEventError(error instanceof Error ? error.message : 'Invalid signature');
      }
      const toState = PAYMENT_EVENTS[event.type];
      if (!toState) return { id: event.id, type: event.type };
      const intent = event.data.object as Stripe.PaymentIntent;
      return {
        id: event.id,
        type: event.type,
        payment: {
          providerRef: intent.id,
          status: toState(intent),
          amount: fromMinor(intent.amount, intent.currency.toUpperCase()),
          currency: intent.currency.toUpperCase(),
        },
      };
    },
  };
}
