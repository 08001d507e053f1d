/**
 * What the shop needs of a payment provider (ADR 050), in the shop's words: amounts in the currency's major unit
 * (41500.5), statuses of our ledger. Stripe is the first provider (stripe-provider.ts); another one is another
 * implementation of this interface, and nothing else in the shop changes.
 */
export type PaymentState = 'pending' | 'succeeded' | 'failed' | 'canceled';

type ProviderPayment = { providerRef: string; status: PaymentState; amount: number; currency: string };

/** A provider's event, as far as the shop acts on it: `payment` is absent for events it ignores. */
export type ProviderEvent = { id: string; type: string; payment?: ProviderPayment };

type PaymentRequestInput = {
  orderId: string;
  orderNumber: number;
  amount: number;
  currency: string;
  /** The same key asks for the same payment again (two taps at once, a retry after a lost answer). */
  idempotencyKey: string;
};

/** A hosted payment page for one amount (ADR 054): the buyer pays on the provider's page, never on ours. */
type HostedPageInput = PaymentRequestInput & {
  /** What the buyer is paying for, on the page: "Deposit for order #1042". */
  label: string;
  /** Where the page sends the buyer after paying (`{CHECKOUT_SESSION_ID}` is filled in) and after "Back". */
  successUrl: string;
  cancelUrl: string;
  /** When the page stops taking the payment. */
  expiresAt: Date;
};

export interface PaymentProvider {
  readonly name: string;
  /** A payment request the buyer completes in the browser with the provider's own form (its client secret). */
  requestPayment(input: PaymentRequestInput): Promise<{ providerRef: string; clientSecret: string }>;
  /** A hosted payment page for the amount (a Stripe Checkout Session): its id and its address. */
  openHostedPage(input: HostedPageInput): Promise<{ providerRef: string; url: string }>;
  /** What became of a hosted page, asked of the provider: pending while open, succeeded once paid, canceled once closed. */
  hostedPageState(providerRef: string): Promise<PaymentState>;
  /**
   * Cancels a payment request (or closes a hosted page) so it can take no money; answers `succeeded` instead when it was paid meanwhile
   * (it cannot be canceled then).
   */
  cancelPayment(providerRef: string): Promise<'canceled' | 'succeeded'>;
  /** The client secret of a payment request made before. */
  clientSecretOf(providerRef: string): Promise<string>;
  /** Gives a succeeded payment (a request or a hosted page's) back; the same key refunds once. */
  refund(input: {
    paymentRef: string;
    amount: number;
    currency: string;
    idempotencyKey: string;
  }): Promise<{ providerRef: string; status: PaymentState }>;
  /** The provider's signed event, checked; throws InvalidEventError when it is not the provider's. */
  readEvent(rawBody: string, signature: string | undefined): ProviderEvent;
}

export class InvalidEventError extends Error {}

/** How many minor units make one of `currency` (2 for USD and BDT, 0 for JPY), as ISO 4217 says. */
function minorUnitsOf(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

export const toMinor = (amount: number, currency: string) => Math.round(amount * minorUnitsOf(currency));
export const fromMinor = (amount: number, currency: string) => amount / minorUnitsOf(currency);
