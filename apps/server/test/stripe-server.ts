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

/** A Checkout Session: the hosted payment page (ADR 054). Its PaymentIntent exists once it is paid. */
type Session = {
  id: string;
  object: 'checkout.session';
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  /** What the page shows: the line item's name. */
  description: string;
  url: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  created: number;
  livemode: false;
};

export type StripeEvent = {
  id: string;
  object: 'event';
  type: string;
  data: { object: Intent | Session };
};

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

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `webhookUrl`: where signed events are posted when no test took them with `onWebhook` (the e2e server's shop);
 * `autoDeliver`: events made by Stripe's own side (the hosted page paid or expired) are delivered at once.
 */
export async function startStripeServer({
  secretKey = 'sk_test_carshop',
  webhookSecret = 'whsec_carshop',
  webhookUrl,
  port: listenPort = 0,
}: {
  secretKey?: string;
  webhookSecret?: string;
  webhookUrl?: string;
  port?: number;
} = {}) {
  const intents = new Map<string, Intent>();
  const sessions = new Map<string, Session>();
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
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(form);
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = sessions.get(sessionPath[1]!);
      if (!session) return error(404, `No such checkout.session: '${sessionPath[1]}'`, 'resource_missing');
      if (method === 'GET' && !sessionPath[2]) return { status: 200, body: session };
      if (method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open')
          return error(400, 'Only Checkout Sessions with a status in ["open"] can be expired.');
        expire(session);
        return { status: 200, body: session };
      }
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

  function createSession(form: Record<string, unknown>) {
    const item = ((form.line_items ?? {}) as Record<string, Record<string, unknown>>)['0'];
    const price = (item?.price_data ?? {}) as Record<string, unknown>;
    const amount = Number(price.unit_amount) * Number(item?.quantity ?? 1);
    if (form.mode !== 'payment') return error(400, 'Missing required param: mode.', 'parameter_missing');
    if (!Number.isInteger(amount) || amount < 1)
      return error(400, 'Invalid positive integer', 'parameter_invalid_integer');
    if (typeof price.currency !== 'string')
      return error(400, 'Missing required param: line_items[0][price_data][currency].', 'parameter_missing');
    if (typeof form.success_url !== 'string' || typeof form.cancel_url !== 'string')
      return error(400, 'Missing required param: success_url.', 'parameter_missing');
    const expiresAt = form.expires_at === undefined ? now() + 24 * 3600 : Number(form.expires_at);
    // Stripe's own bounds: a session lives from 30 minutes to 24 hours.
    if (!(expiresAt >= now() + 30 * 60 - 5) || expiresAt > now() + 24 * 3600 + 5)
      return error(
        400,
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        'parameter_invalid_integer',
      );
    const sessionId = id('cs_test');
    const product = ((price.product_data ?? {}) as Record<string, unknown>).name;
    const intentData = (form.payment_intent_data ?? {}) as Record<string, unknown>;
    const session: Session = {
      id: sessionId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      amount_total: amount,
      currency: price.currency,
      description: typeof product === 'string' ? product : '',
      url: `${url}/pay/${sessionId}`,
      success_url: form.success_url,
      cancel_url: form.cancel_url,
      expires_at: expiresAt,
      client_reference_id: typeof form.client_reference_id === 'string' ? form.client_reference_id : null,
      metadata: (form.metadata ?? {}) as Record<string, string>,
      created: now(),
      livemode: false,
    };
    sessions.set(sessionId, session);
    sessionIntentData.set(sessionId, (intentData.metadata ?? {}) as Record<string, string>);
    return { status: 200, body: session };
  }

  function expire(session: Session) {
    session.status = 'expired';
    session.url = null;
    void deliverSoon(emit('checkout.session.expired', session));
  }

  /** The buyer pays on the page: the session's PaymentIntent is made and succeeds, and both events are sent. */
  function completeSession(session: Session): StripeEvent[] {
    const intentId = id('pi');
    const intent: Intent = {
      id: intentId,
      object: 'payment_intent',
      amount: session.amount_total,
      amount_received: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      description: session.description,
      metadata: sessionIntentData.get(session.id) ?? {},
      created: now(),
      livemode: false,
    };
    intents.set(intentId, intent);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      payment_intent: intentId,
      url: null,
    });
    return [emit('checkout.session.completed', session), emit('payment_intent.succeeded', intent)];
  }

  /** The hosted page: a plain form with the amount, "Pay" and "Cancel", as Stripe's page is to a buyer. */
  function hostedPage(session: Session | undefined): { status: number; html: string } {
    if (!session) return { status: 404, html: '<h1>No such payment page</h1>' };
    if (session.status !== 'open')
      return { status: 410, html: '<h1>This payment page has expired</h1><p>Nothing was charged.</p>' };
    const amount = new Intl.NumberFormat('en-US', { style: 'currency', currency: session.currency }).format(
      session.amount_total / 100,
    );
    return {
      status: 200,
      html: `<main><h1>Pay ${escapeHtml(amount)}</h1><p>${escapeHtml(session.description)}</p>
<form method="post"><button name="action" value="pay">Pay ${escapeHtml(amount)}</button>
<button name="action" value="cancel">Cancel</button></form></main>`,
    };
  }

  async function answerPage(
    method: string,
    sessionId: string,
    raw: string,
    response: http.ServerResponse,
  ): Promise<void> {
    const session = sessions.get(sessionId);
    const action = new URLSearchParams(raw).get('action');
    if (method === 'POST' && session?.status === 'open' && (action === 'pay' || action === 'cancel')) {
      let location = session.cancel_url;
      if (action === 'pay') {
        for (const event of completeSession(session)) await deliverSoon(event);
        location = session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id);
      }
      response.writeHead(303, { location });
      response.end();
      return;
    }
    const page = hostedPage(session);
    response.writeHead(page.status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test payment</title>` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"></head><body>${page.html}</body></html>`,
    );
  }

  const sessionIntentData = new Map<string, Record<string, string>>();
  let url = '';
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://stripe.test').pathname;
      const method = request.method ?? 'GET';
      const pagePath = /^\/pay\/([^/]+)$/.exec(path);
      if (pagePath) {
        answerPage(method, pagePath[1]!, raw, response).catch((failure: unknown) => {
          response.writeHead(500);
          response.end(String(failure));
        });
        return;
      }
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
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  /** Posts a signed event to `webhookUrl`, as Stripe posts to the shop's endpoint. */
  const postToWebhookUrl: WebhookTarget | undefined = webhookUrl
    ? async (payload, signature) => {
        await fetch(webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
      }
    : undefined;

  /** Signs `event` as Stripe does and hands it to the webhook target. */
  async function deliver(event: StripeEvent, { secret = webhookSecret } = {}) {
    const to = target ?? postToWebhookUrl;
    if (!to) throw new Error('No webhook target: call onWebhook first');
    const payload = JSON.stringify(event);
    await to(payload, signer.webhooks.generateTestHeaderString({ payload, secret }));
  }

  /** Events of Stripe's own making (a page paid or expired) go out unless the test holds them back. */
  let holdingEvents = false;
  const held: StripeEvent[] = [];
  async function deliverSoon(event: StripeEvent) {
    if (holdingEvents) held.push(event);
    else if (target ?? postToWebhookUrl) await deliver(event);
  }

  function emit(type: string, object: Intent | Session): StripeEvent {
    const event: StripeEvent = {
      id: id('evt'),
      object: 'event',
      type,
      data: { object: structuredClone(object) },
    };
    events.push(event);
    return event;
  }

  return {
    url,
    secretKey,
    webhookSecret,
    requests,
    events,
    intents,
    sessions,
    refunds,
    /**
     * Stripe's own events (pages paid or expired) are kept back from now on (the webhook is down, or the shop
     * is); `releaseEvents` sends what was kept, in order, and stops keeping.
     */
    holdEvents() {
      holdingEvents = true;
    },
    async releaseEvents() {
      holdingEvents = false;
      for (const event of held.splice(0)) await deliver(event);
    },
    /**
     * Stripe's answer crossing the shop's close: the buyer's payment on the page at `sessionId` goes through as
     * the shop expires it (so it is paid although the shop was told it closed). Its events go as any others.
     */
    async payAsItCloses(sessionId: string) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No checkout session ${sessionId}`);
      for (const event of completeSession(session)) await deliverSoon(event);
      return session;
    },
    /** The events kept back so far. */
    heldEvents: () => [...held],
    /**
     * The buyer on the hosted page at `pageUrl`: "Pay" or "Cancel" pressed, as a browser posts the form. Answers
     * where the page sends the browser next (the shop's return page).
     */
    async onPage(pageUrl: string, action: 'pay' | 'cancel') {
      const response = await fetch(pageUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `action=${action}`,
      });
      if (response.status !== 303)
        throw new Error(`The payment page answered ${response.status}: ${await response.text()}`);
      return response.headers.get('location')!;
    },
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
