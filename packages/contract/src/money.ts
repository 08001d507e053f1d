/**
 * The one rule for money and order lines, used by the cart, the checkout, the server and the mails.
 *
 * Prices travel as decimal numbers (the specification's `price: number`), but every sum is taken in integer
 * cents and turned back into a price once, at the end: 0.1 + 0.2 is 0.3 on an invoice, and the browser's
 * total is the server's to the cent.
 */

/** A price (at most two decimals) in whole cents. */
export const toCents = (price: number): number => Math.round(price * 100);

/** Whole cents back to a price. */
export const fromCents = (cents: number): number => cents / 100;

/** One line's total: its unit price times its quantity, in cents. */
export const lineTotalCents = (line: { price: number; quantity: number }): number =>
  toCents(line.price) * line.quantity;

/** The total of the lines, summed in cents: the price an order (or a cart) costs. */
export function sumLines(lines: readonly { price: number; quantity: number }[]): number {
  return fromCents(lines.reduce((sum, line) => sum + lineTotalCents(line), 0));
}

/**
 * Lines that name the same car are one line: quantities added up, in the order the cars first appear. Ids are
 * compared lower-cased (a UUID in capitals is the same car; PostgreSQL answers them in lower case), so a cap
 * per car cannot be dodged by spelling one id two ways.
 */
export function mergeLines(lines: readonly { carId: string; quantity: number }[]): {
  carId: string;
  quantity: number;
}[] {
  const totals = new Map<string, number>();
  for (const { carId, quantity } of lines) {
    const id = carId.toLowerCase();
    totals.set(id, (totals.get(id) ?? 0) + quantity);
  }
  return [...totals].map(([carId, quantity]) => ({ carId, quantity }));
}

/** SHOP_CURRENCY: an ISO 4217 code (`USD`, `EUR`, `BDT`). */
export const CURRENCY_CODE = /^[A-Z]{3}$/;

/** The sign a currency is shown with: `৳` for the taka (the specification's), else the narrow symbol (`$`, `€`). */
export function currencySign(code: string): string {
  if (code === 'BDT') return '৳';
  const parts = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: code,
    currencyDisplay: 'narrowSymbol',
  }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? code;
}

/**
 * An amount with its sign: the taka follows the amount as in the specification's cart line (`12,500৳`), a sign
 * precedes it (`$12,500`, `€12,500`), a code is set apart (`CHF 12,500`).
 */
export function withSign(digits: string, sign: string): string {
  if (sign === '৳') return `${digits}${sign}`;
  return /^[A-Z]{2,3}$/.test(sign) ? `${sign} ${digits}` : `${sign}${digits}`;
}

/**
 * The number formats of every price the shop shows, the web app's pages (apps/web/src/lib/format.ts) and the
 * server's mails alike (a price is `withSign(formatDigits(amount), currencySign(code))`). Made on first use:
 * building an Intl formatter loads locale data, which costs milliseconds on a phone, so a page pays only for the
 * ones it shows.
 */
let grouped: Intl.NumberFormat | undefined;
let withCents: Intl.NumberFormat | undefined;

/** `12,500` (at most two decimals), or `12,500.00` with `decimals`. */
export function formatDigits(amount: number, { decimals = false }: { decimals?: boolean } = {}): string {
  if (decimals) {
    withCents ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return withCents.format(amount);
  }
  grouped ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return grouped.format(amount);
}
