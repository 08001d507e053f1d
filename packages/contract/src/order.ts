import { z } from 'zod';
import { pageQuerySchema, queryValue } from './api.ts';
import { carSummarySchema } from './car.ts';
import {
  checkoutChoicesSchema,
  orderTermsSchema,
  PAYMENT_CHOICES,
  priceBreakdownSchema,
} from './checkout-terms.ts';
import {
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_ACTORS,
  ORDER_STATUSES,
} from './constants.ts';
import { text } from './text.ts';

export {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  MAX_IDEMPOTENCY_KEY_LENGTH,
  MAX_LINE_QUANTITY,
  MAX_ORDER_LINES,
  ORDER_ACTORS,
  ORDER_PAGE_SIZE,
  ORDER_STATUSES,
  type OrderActor,
  type OrderStatus,
  TRACK_STEPS,
} from './constants.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Invalid order status' });

/** The messages of the order endpoints that a client may want to recognise. */
export const ORDER_MESSAGES = {
  created: 'Order created successfully',
  emptyCart: 'Your cart is empty',
  tooManyLines: `At most ${MAX_ORDER_LINES} different cars in one order`,
  lineCap: `At most ${MAX_LINE_QUANTITY} of one car in one order`,
  notFound: 'Order not found',
  notCancelable:
    'Only a pending order can be canceled; this one is already being handled. Please contact us.',
  carGone: 'A car in this order is no longer for sale',
  /** PUT /orders/{id} with `from`: someone moved the order on meanwhile. */
  movedMeanwhile: (status: string) => `This order is already ${status}: it was changed meanwhile`,
  keyReused: 'This Idempotency-Key was already used for another checkout',
  badKey: `Idempotency-Key must be 1 to ${MAX_IDEMPOTENCY_KEY_LENGTH} visible ASCII characters`,
  /** Fair use: one customer's open orders hold at most `cap` cars (MAX_OPEN_UNITS_PER_CUSTOMER). */
  openUnitsCap: (cap: number, open: number) =>
    `You can have at most ${cap} cars in open orders (you have ${open}). ` +
    'You can order more once those are delivered.',
  /** Fair use across accounts (ADR 047): one delivery phone, one delivery address, one client address. */
  openUnitsPerPhone: (cap: number, open: number) =>
    `At most ${cap} cars can be in open orders for one phone number, and this one already has ${open}. ` +
    'More can be ordered once those are delivered.',
  openUnitsPerDeliveryAddress: (cap: number, open: number) =>
    `At most ${cap} cars can be in open orders for one delivery address, and this one already has ${open}. ` +
    'More can be ordered once those are delivered.',
  openUnitsPerClientAddress: (cap: number, open: number) =>
    `At most ${cap} cars can be in open orders placed from one network, and ${open} already are. ` +
    'Please contact us to order more.',
  /** MAX_OPEN_UNITS_UNVERIFIED: an account that has not confirmed its email (ADR 048). */
  openUnitsUnverified: (cap: number, open: number) =>
    `Until you confirm your email address you can have at most ${cap} cars in open orders (you have ${open}). ` +
    'Open the link we mailed you, or ask for a new one, to order more.',
} as const;

// ---- Answers ----

/**
 * The car of an order line: a snapshot taken at checkout, so a later price change or delete never rewrites
 * an order. `_id` becomes null once the car is deleted from the catalogue (the line keeps its snapshot).
 */
export const orderCarSchema = carSummarySchema.extend({ _id: z.string().nullable() });
export type OrderCar = z.infer<typeof orderCarSchema>;

/**
 * An order line on the wire. `quentity` is misspelled on purpose: it is the specification's wire name.
 * `price` is the unit price paid (the car's price at checkout); the line total is `price * quentity`.
 */
export const orderItemSchema = z.object({
  car: orderCarSchema,
  quentity: z.number().int(),
  price: z.number(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** Where an order's money stands (issue 29, ADR 054). `failed`: the last online attempt failed and nothing is paid. */
export const PAYMENT_STATES = ['unpaid', 'paid', 'deposit_paid', 'refunded', 'failed'] as const;
export type OrderPaymentState = (typeof PAYMENT_STATES)[number];

/**
 * An order's payment summary, from the payments ledger: `paid` is the money taken online and kept (succeeded
 * payments less refunds), `refunded` the money given back (major units). `holdUntil`: when an unpaid online
 * order's hold on its cars ends (they are released then); `reservedUntil`: when a paid deposit's reservation ends.
 */
export const orderPaymentSchema = z.object({
  state: z.enum(PAYMENT_STATES),
  paid: z.number(),
  refunded: z.number(),
  holdUntil: z.string().nullable(),
  reservedUntil: z.string().nullable(),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * An order. `user` is the customer's id; `email` is their account's email at checkout; `totalPrice` is the
 * server's sum of the lines (the client's is ignored).
 */
export const orderSchema = z.object({
  _id: z.string(),
  /** The order number a buyer quotes ("order 1042"), given in order of checkout. */
  number: z.number().int(),
  user: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  items: z.array(orderItemSchema),
  totalPrice: z.number(),
  status: orderStatusSchema,
  /** How the buyer pays, how and when they get the cars, and the price breakdown (issue 29). */
  terms: orderTermsSchema,
  /** Where its money stands (the payments ledger); an order paid at handover stays `unpaid` online. */
  payment: orderPaymentSchema,
  /** The buyer's accepted trade-in offer that goes with it (issue 32): the car and the amount offered. */
  tradeIn: z.object({ title: z.string(), amount: z.number() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The order number as every person reads it, written one way everywhere (ADR 052): the confirmation, Track My
 * Order, the order's page and receipt, the mails and the admin's lists all show `#1042`. The id stays in URLs
 * and the API; the admin's search takes `1042` or `#1042`.
 */
export const orderNumber = (order: { number: number }): string => `#${order.number}`;

/**
 * One status change: `from` is null for the first entry (the order placed as `pending`). `actor` says who made
 * it (the customer, an admin or the shop), for everyone; `by` names that account, for admins only: null for a
 * customer, for the shop, and when that account no longer exists.
 */
export const orderHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  from: orderStatusSchema.nullable(),
  actor: z.enum(ORDER_ACTORS),
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

/**
 * What happened to an order's money online (issue 29), from the payments ledger: a payment `started` (a payment
 * page opened or a payment requested, for `amount`), then `paid` or `deposit_paid` (taken), `failed` (an attempt
 * declined) or `expired` (the page closed unpaid: abandoned, replaced, or the hold released), and `refunded` (given
 * back). Amounts in the currency's major unit.
 */
export const ORDER_PAYMENT_EVENTS = [
  'started',
  'paid',
  'deposit_paid',
  'failed',
  'expired',
  'refunded',
] as const;
export type OrderPaymentEventKind = (typeof ORDER_PAYMENT_EVENTS)[number];
export const orderPaymentEventSchema = z.object({
  event: z.enum(ORDER_PAYMENT_EVENTS),
  amount: z.number(),
  currency: z.string(),
  at: z.string(),
});
export type OrderPaymentEvent = z.infer<typeof orderPaymentEventSchema>;

/**
 * One order with its status history and its payment history, oldest first: GET /orders/{orderId} and
 * PUT /orders/{id}. An order paid at handover has no payment history.
 */
export const orderDetailSchema = orderSchema.extend({
  history: z.array(orderHistoryEntrySchema),
  paymentHistory: z.array(orderPaymentEventSchema),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/**
 * GET /orders/{id} answers a LIST when `id` is a user's id (that user's orders, newest first) and ONE order
 * with its history when `id` is an order's id: tell them apart with `Array.isArray(data)`.
 */
export const userOrdersOrOrderSchema = z.union([z.array(orderSchema), orderDetailSchema]);
export type UserOrdersOrOrder = z.infer<typeof userOrdersOrOrderSchema>;

// ---- Requests ----

/** Checkout form (spec §5 messages): the customer's details. */
export const checkoutFormSchema = z.object({
  name: text({ max: 100, required: 'Full name is required' }),
  email: text({ max: 254, required: 'Invalid email' }).pipe(z.email('Invalid email')),
  phone: text({ max: 20, required: 'Phone number is required', tooLong: 'Phone number is too long' })
    .min(10, 'Phone number is required')
    .regex(/^[+\d][\d\s()-]*$/, 'Invalid phone number'),
  address: text({ max: 300, required: 'Address is required', multiline: true }).min(5, 'Address is required'),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

/**
 * A line's car: its id, or the car object a client keeps in its cart (the specification's client posts
 * `{ car: { _id, price, brand, image }, quentity }`). Only the id is read; the price, the name and anything else
 * the client says about the car is ignored (the server prices every line from its own cars).
 */
const carOfLine = z.preprocess(
  (value) => {
    const id =
      value !== null && typeof value === 'object' && !Array.isArray(value) && '_id' in value
        ? (value as { _id: unknown })._id
        : value;
    return typeof id === 'string' ? id.toLowerCase() : id; // ids compare lower-cased (api.ts)
  },
  text({ max: 100, required: 'Car is required' }),
);

/** One cart line of a checkout: the car and how many. Lines for the same car are added up by the server. */
export const orderLineInputSchema = z.object({
  car: carOfLine,
  quentity: z
    .number({ error: 'Quantity must be a number' })
    .int('Quantity must be a whole number')
    .min(1, 'Quantity must be at least 1')
    .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.lineCap),
});
export type OrderLineInput = z.infer<typeof orderLineInputSchema>;

/**
 * Body of POST /orders: the specification's checkout payload. The server ignores `userId` (the order is the
 * signed-in user's), `totalPrice` and any price (it prices every line from its own cars), and uses the
 * account's email whatever `email` says (the form shows it disabled). Unknown keys are dropped.
 */
export const orderCreateSchema = checkoutFormSchema.extend({
  ...checkoutChoicesSchema.shape,
  userId: text({ max: 100 }).optional(),
  items: z
    .array(orderLineInputSchema, { error: ORDER_MESSAGES.emptyCart })
    .min(1, ORDER_MESSAGES.emptyCart)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
  totalPrice: z.number().optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;
/** What a client sends: the checkout's new choices may be left out (each has its default). */
export type OrderCreateBody = z.input<typeof orderCreateSchema>;

/** Body of POST /orders/quote: the cart's lines and the choices so far, priced by the server before checkout. */
export const orderQuoteSchema = orderCreateSchema.pick({
  items: true,
  payment: true,
  handover: true,
  handoverDate: true,
});
export type OrderQuoteRequest = z.infer<typeof orderQuoteSchema>;

const dayRangeSchema = z.object({ first: z.string(), last: z.string() });

/** What checkout shows before its button: the price breakdown, the ways of paying, the handover days. */
export const orderQuoteAnswerSchema = z.object({
  breakdown: priceBreakdownSchema,
  payments: z.array(z.enum(PAYMENT_CHOICES)),
  handoverDays: z.object({ pickup: dayRangeSchema, delivery: dayRangeSchema }),
});
export type OrderQuote = z.infer<typeof orderQuoteAnswerSchema>;

/** The optional `Idempotency-Key` header of POST /orders (a UUID made when the checkout form opens, say). */
export const idempotencyKeySchema = z
  .string()
  .regex(new RegExp(`^[\\x21-\\x7e]{1,${MAX_IDEMPOTENCY_KEY_LENGTH}}$`), ORDER_MESSAGES.badKey);

/** GET /orders/{id}: a user's id or email, or an order's id (an email may be up to 254 characters). */
export const orderLookupParamSchema = z.object({ id: text({ max: 254, required: 'Id is required' }) });

/**
 * Body of PUT /orders/{id} (staff): `status`, and optionally `from`, the status the change was asked from (the
 * one-tap "next status" of the admin's list sends it): when the order has moved on since, the change is refused
 * (409) instead of taking the order back. Anything else in the body is ignored.
 */
export const orderUpdateSchema = z.object({ status: orderStatusSchema, from: orderStatusSchema.optional() });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

/**
 * Query of GET /orders (staff): `page`, `limit` (without them: page 1 of ORDER_PAGE_SIZE), an optional `status`
 * filter and `search`: an order number (`#1042`), a phone number in any formatting (its digits), or words of the
 * buyer's name, email, the cars' brand and model and their VIN (ADR 061).
 */
export const orderListQuerySchema = pageQuerySchema.extend({
  status: queryValue(orderStatusSchema),
  /** Where the order's money stands (`Order.payment.state`): the admin's payment filter. */
  payment: queryValue(z.enum(PAYMENT_STATES, { error: 'Invalid payment state' })),
  search: queryValue(text({ max: 100 })),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;
