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

/** A Checkout Session's state in the ledger's words: paid, still open (or paid by a method that settles later), closed. */
function sessionState(session: Stripe.Checkout.Session): PaymentState {
  if (session.status === 'complete') return session.payment_status === 'paid' ? 'succeeded' : 'pending';
  if (session.status === 'expired') return 'canceled';
  return 'pending';
}

/** The Checkout Session events the shop acts on (`checkout.session.completed` with a card is paid at once). */
const SESSION_EVENTS: Record<string, (session: Stripe.Checkout.Session) => PaymentState> = {
  'checkout.session.completed': sessionState,
  'checkout.session.async_payment_succeeded': () => 'succeeded',
  'checkout.session.async_payment_failed': () => 'failed',
  'checkout.session.expired': () => 'canceled',
};

const isSession = (providerRef: string) => providerRef.startsWith('cs_');

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

    async openHostedPage(input) {
      const amount = toMinor(input.amount, input.currency);
      const metadata = { orderId: input.orderId, orderNumber: String(input.orderNumber) };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: input.currency.toLowerCase(),
                unit_amount: amount,
                product_data: { name: input.label },
              },
            },
          ],
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
          expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          client_reference_id: input.orderId,
          metadata,
          payment_intent_data: { description: input.label, metadata },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a page`);
      return { providerRef: session.id, url: session.url };
    },

    async hostedPageState(providerRef) {
      return sessionState(await stripe.checkout.sessions.retrieve(providerRef));
    },

    async cancelPayment(providerRef) {
      if (isSession(providerRef)) {
        try {
          await stripe.checkout.sessions.expire(providerRef);
          return 'canceled';
        } catch (error) {
          // Stripe refuses to expire a session that is complete (or expired already).
          if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
          const state = sessionState(await stripe.checkout.sessions.retrieve(providerRef));
          if (state === 'succeeded' || state === 'canceled') return state;
          throw error;
        }
      }
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
      // A hosted page's money is its session's PaymentIntent: the refund goes to that.
      const session = isSession(paymentRef) ? await stripe.checkout.sessions.retrieve(paymentRef) : undefined;
      const intent = session ? session.payment_intent : paymentRef;
      const intentId = typeof intent === 'string' ? intent : intent?.id;
      if (!intentId) throw new Error(`Stripe's checkout session ${paymentRef} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: intentId, amount: toMinor(amount, currency) },
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
      const toSessionState = SESSION_EVENTS[event.type];
      if (toSessionState) {
        const session = event.data.object as Stripe.Checkout.Session;
        return {
          id: event.id,
          type: event.type,
          payment: {
            providerRef: session.id,
            status: toSessionState(session),
            amount: fromMinor(session.amount_total ?? 0, (session.currency ?? 'usd').toUpperCase()),
            currency: (session.currency ?? 'usd').toUpperCase(),
          },
        };
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
