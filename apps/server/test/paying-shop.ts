import type { Order } from '@carshop/contract/order';
import { expect } from 'vitest';
import type { Config } from '../src/config.ts';
import { createUser, loginAs } from './auth-helpers.ts';
import { authHeader, checkoutBody, createBuyer, postOrder } from './shop-helpers.ts';
import { paymentSettingsFor, startStripeServer } from './stripe-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** What the shop's webhook answered to one event. */
export type WebhookAnswer = { status: number; body: { message: string; data?: { handled: boolean } } };

/** Delivers a signed event to a shop's webhook, as Stripe does; answers what the shop answered. */
export async function deliverEvent(t: TestApp, payload: string, signature: string): Promise<WebhookAnswer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  return { status: response.statusCode, body: response.json() };
}

/**
 * A shop in USD that takes payments through the local Stripe-compatible server (test/stripe-server.ts), whose events
 * reach the shop's webhook, with an admin signed in: where the payment suites start. `config` adds to the shop's
 * settings, `env` to the payment settings as an operator writes them (such as `RESERVATION_DAYS`). Every webhook
 * answer is kept in `webhookAnswers`, in the order of delivery.
 */
export async function startPayingShop(config: Partial<Config> = {}, env: Record<string, string> = {}) {
  const stripe = await startStripeServer();
  const t = await createTestApp({
    shopCurrency: 'USD',
    payments: paymentSettingsFor(stripe, env),
    ...config,
  });
  const webhookAnswers: WebhookAnswer[] = [];
  stripe.onWebhook(async (payload, signature) => {
    webhookAnswers.push(await deliverEvent(t, payload, signature));
  });
  const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  const stop = async () => {
    await t.close();
    await stripe.stop();
  };
  return { stripe, t, admin, webhookAnswers, stop };
}

/** A new buyer's order of `quentity` of one car, paid as `payment` says (refused checkouts fail the test). */
export async function placeOrderOf(
  t: TestApp,
  carId: string,
  {
    payment = 'handover',
    quentity = 1,
  }: { payment?: 'handover' | 'deposit' | 'full'; quentity?: number } = {},
) {
  const buyer = await createBuyer(t.app, t.db);
  const response = await postOrder(
    t.app,
    buyer.session,
    checkoutBody([{ car: carId, quentity }], { payment }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return { buyer, order: response.json().data as Order };
}

/** Asks for a payment request for the order (POST /orders/client-secret) as `session`. */
export const askToPay = (t: TestApp, session: { token: string } | undefined, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/client-secret',
    headers: authHeader(session),
    payload: body,
  });
