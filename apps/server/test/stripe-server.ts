import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { loadConfig } from '../src/config.ts';

/**
 * A local Stripe-compatible server for the tests (ADR 050): no emulator on npm covers PaymentIntents, refunds
 * and signed webhooks, so this speaks Stripe's request and response shapes for exactly the calls the shop makes
 * (form-encoded bodies with `a[b]=c` keys, `Idempotency-Key` replays, Stripe's error envelope), and signs its
 * events the way Stripe does (`Stripe-Signature: t=…,v1=HMAC-SHA256`). The shop talks to it through the real
 * SDK (STRIPE_API_URL). What a buyer does on Stripe's side (`pay`) and the webhook's delivery are the test's.
 */

type Intent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled';
  client_secret: string;
  description: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

type Refund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
  created: number;
};

export type StripeEvent = { id: string; object: 'event'; type: string; data: { object: Intent } };

/** Where the server's events go: the test posts them to the shop (`app.inject` or a listening server). */
export type WebhookTarget = (payload: string, signature: string) => Promise<void>;

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=d` form keys, as the SDK encodes them, into nested objects (arrays stay index-keyed objects). */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter(Boolean);
    let node = out;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return out;
}

export async function startStripeServer({
  secretKey = 'sk_test_carshop',
  webhookSecret = 'whsec_carshop',
} = {}) {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, Refund>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const events: StripeEvent[] = [];
  const requests: { method: string; path: string; body: Record<string, unknown> }[] = [];
  let target: WebhookTarget | undefined;
  const signer = new Stripe(secretKey);

  const error = (status: number, message: string, code?: string) => ({
    status,
    body: { error: { type: 'invalid_request_error', message, ...(code && { code }) } },
  });

  function handle(method: string, path: string, form: Record<string, unknown>) {
    const intentPath = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'POST' && path === '/v1/payment_intents') {
      const amount = Number(form.amount);
      if (!Number.isInteger(amount) || amount < 1)
        return error(400, 'Invalid positive integer', 'parameter_invalid_integer');
      if (typeof form.currency !== 'string')
        return error(400, 'Missing required param: currency.', 'parameter_missing');
      const intentId = id('pi');
      const intent: Intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: form.currency,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
        description: typeof form.description === 'string' ? form.description : null,
        metadata: (form.metadata ?? {}) as Record<string, string>,
        created: now(),
        livemode: false,
      };
      intents.set(intentId, intent);
      return { status: 200, body: intent };
    }
    const cancelPath = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path);
    if (method === 'POST' && cancelPath) {
      const intent = intents.get(cancelPath[1]!);
      if (!intent) return error(404, `No such payment_intent: '${cancelPath[1]}'`, 'resource_missing');
      if (intent.status === 'succeeded' || intent.status === 'canceled')
        return error(
          400,
          `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
          'payment_intent_unexpected_state',
        );
      intent.status = 'canceled';
      return { status: 200, body: intent };
    }
    if (method === 'GET' && intentPath) {
      const intent = intents.get(intentPath[1]!);
      return intent
        ? { status: 200, body: intent }
        : error(404, `No such payment_intent: '${intentPath[1]}'`, 'resource_missing');
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const intent = intents.get(String(form.payment_intent));
      if (!intent) return error(404, `No such payment_intent: '${form.payment_intent}'`, 'resource_missing');
      if (intent.status !== 'succeeded')
        return error(
          400,
          `PaymentIntent ${intent.id} does not have a successful charge to refund.`,
          'charge_not_refundable',
        );
      const given = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id);
      const left = intent.amount_received - given.reduce((sum, refund) => sum + refund.amount, 0);
      const amount = form.amount === undefined ? left : Number(form.amount);
      if (amount > left || amount < 1)
        return error(
          400,
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          'amount_too_large',
        );
      const refund: Refund = {
        id: id('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        status: 'succeeded',
        created: now(),
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return error(404, `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
      const method = request.method ?? 'GET';
      const form = parseForm(raw);
      requests.push({ method, path, body: form });
      let reply: { status: number; body: unknown };
      if (request.headers.authorization !== `Bearer ${secretKey}`) {
        reply = {
          status: 401,
          body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } },
        };
      } else {
        // Stripe answers a repeated Idempotency-Key with the first answer (for 24 hours).
        const key = request.headers['idempotency-key'];
        const known = typeof key === 'string' ? replies.get(`${method} ${path} ${key}`) : undefined;
        reply = known ?? handle(method, path, form);
        if (typeof key === 'string' && !known) replies.set(`${method} ${path} ${key}`, reply);
      }
      response.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  /** Signs `event` as Stripe does and hands it to the webhook target. */
  async function deliver(event: StripeEvent, { secret = webhookSecret } = {}) {
    if (!target) throw new Error('No webhook target: call onWebhook first');
    const payload = JSON.stringify(event);
    await target(payload, signer.webhooks.generateTestHeaderString({ payload, secret }));
  }

  function emit(type: string, intent: Intent): StripeEvent {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      type,
      data: { object: structuredClone(intent) },
    };
    events.push(event);
    return event;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey,
    webhookSecret,
    requests,
    events,
    intents,
    refunds,
    /** Where events go from now on. */
    onWebhook(next: WebhookTarget) {
      target = next;
    },
    intentOf(clientSecret: string): Intent {
      const intent = [...intents.values()].find((one) => one.client_secret === clientSecret);
      if (!intent) throw new Error(`No payment intent has the client secret ${clientSecret}`);
      return intent;
    },
    /**
     * The buyer completes the payment on Stripe's side: the intent succeeds (or the card is declined) and its
     * event is made. `send: false` keeps the event back (a webhook late or lost); `deliver` sends it later.
     */
    async pay(
      intentId: string,
      { outcome = 'succeeded', send = true }: { outcome?: 'succeeded' | 'declined'; send?: boolean } = {},
    ) {
      const intent = intents.get(intentId);
      if (!intent) throw new Error(`No payment intent ${intentId}`);
      if (intent.status === 'canceled' || intent.status === 'succeeded')
        throw new Error(
          `Payment intent ${intentId} is ${intent.status}: Stripe's page takes no payment for it`,
        );
      let event: StripeEvent;
      if (outcome === 'succeeded') {
        intent.status = 'succeeded';
        intent.amount_received = intent.amount;
        event = emit('payment_intent.succeeded', intent);
      } else {
        intent.status = 'requires_payment_method';
        event = emit('payment_intent.payment_failed', intent);
      }
      if (send) await deliver(event);
      return event;
    },
    deliver,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;

/**
 * The shop's payment settings pointed at this server, parsed by the server's own settings (config.ts), with
 * any other payment setting as an operator writes it (`{ PAYMENT_HOLD_MINUTES: '45' }`).
 */
export function paymentSettingsFor(stripe: StripeServer, env: Record<string, string> = {}) {
  return loadConfig({
    SHOP_CURRENCY: 'USD',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_URL: stripe.url,
    ...env,
  }).payments;
}
