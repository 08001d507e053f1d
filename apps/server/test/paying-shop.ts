import type { Order } from '@carshop/contract/order';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../src/config.ts';
import { payments } from '../src/db/schema.ts';
import { createUser, loginAs } from './auth-helpers.ts';
import { addCar, authHeader, checkoutBody, createBuyer, postOrder } from './shop-helpers.ts';
import { paymentSettingsFor, type StripeServer, startStripeServer } from './stripe-server.ts';
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
 * answer is kept in `webhookAnswers`, in the order of delivery. `ledger` reads an order's payments and refunds as the
 * shop holds them, `refunds` what Stripe gave back on a payment.
 */
export async function startPayingShop(config: Partial<Config> = {}, env: Record<string, string> = {}) {
  const stripe = await startStripeServer();
  const t = await payingShopOn(stripe, config, env);
  const webhookAnswers: WebhookAnswer[] = [];
  stripe.onWebhook(async (payload, signature) => {
    webhookAnswers.push(await deliverEvent(t, payload, signature));
  });
  const admin = await loginAs(t.app, await createUser(t.db, { role: 'admin' }));
  const stop = async () => {
    await t.close();
    await stripe.stop();
  };
  const ledger = (orderId: string) => ledgerOf(t, orderId);
  const refunds = (intentId: string | null) => refundsAt(stripe, intentId);
  return { stripe, t, admin, webhookAnswers, stop, ledger, refunds };
}

/** The car most payment suites sell: its price has cents, so amounts in cents are checked too. */
export const PAYING_VOLVO = { brand: 'Volvo', model: 'XC40', year: 2023, price: 41_500.5, quantity: 50 };

/** A shop in USD taking payments through `stripe` (whose events the caller routes); see startPayingShop. */
export const payingShopOn = (
  stripe: StripeServer,
  config: Partial<Config> = {},
  env: Record<string, string> = {},
) => createTestApp({ shopCurrency: 'USD', payments: paymentSettingsFor(stripe, env), ...config });

type OrderChoice = { payment?: 'handover' | 'deposit' | 'full'; quentity?: number };

/** A new buyer tries to order `quentity` of one car, paid as `payment` says: the answer, for the test to check. */
export async function tryOrderOf(
  t: TestApp,
  carId: string,
  { payment = 'handover', quentity = 1 }: OrderChoice = {},
) {
  const buyer = await createBuyer(t.app, t.db);
  const response = await postOrder(
    t.app,
    buyer.session,
    checkoutBody([{ car: carId, quentity }], { payment }),
  );
  return { buyer, response, order: response.json().data as Order };
}

/** A new buyer's order of `quentity` of one car, paid as `payment` says (refused checkouts fail the test). */
export async function placeOrderOf(t: TestApp, carId: string, choice: OrderChoice = {}) {
  const { buyer, response, order } = await tryOrderOf(t, carId, choice);
  expect(response.statusCode, response.body).toBe(201);
  return { buyer, order };
}

/** Asks for a payment request for the order (POST /orders/client-secret) as `session`. */
export const askToPay = (t: TestApp, session: { token: string } | undefined, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/client-secret',
    headers: authHeader(session),
    payload: body,
  });

/** Opens Stripe's hosted page for the order (POST /orders/checkout-session) as `session`. */
export const openCheckoutPage = (t: TestApp, session: { token: string } | undefined, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders/checkout-session',
    headers: authHeader(session),
    payload: body,
  });

/** The order's ledger (payments and refunds) as the shop holds it, oldest first. */
const ledgerOf = (t: TestApp, orderId: string) =>
  t.db
    .select({ kind: payments.kind, status: payments.status, amount: payments.amount })
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(payments.createdAt);

/** The refunds Stripe has given back on a payment. */
const refundsAt = (stripe: StripeServer, intentId: string | null) =>
  [...stripe.refunds.values()].filter((given) => given.payment_intent === intentId);

/**
 * A shop that takes no payments online, where a buyer has ordered a car to pay at handover: `check` asks it about
 * paying that order. The shop is closed afterwards.
 */
export async function inShopWithoutPayments(
  check: (plain: TestApp, session: { token: string }, orderId: string) => Promise<void>,
) {
  const plain = await createTestApp();
  try {
    const { buyer, response } = await tryOrderOf(plain, await addCar(plain.db, { quantity: 1 }));
    await check(plain, buyer.session, response.json().data._id);
  } finally {
    await plain.close();
  }
}

/** Opens Stripe's hosted page for the order as `session`; answers its address (the test fails on a refusal). */
export async function openPaymentPage(t: TestApp, session: { token: string }, orderId: string) {
  const response = await openCheckoutPage(t, session, { orderId });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url as string;
}
