import { z } from 'zod';
import { enquirySchema } from './enquiry.ts';
import { orderSchema } from './order.ts';

/**
 * GET /dashboard/today (issue 30, ADR 065): what needs staff today, each list most urgent first. A list is in the
 * answer only for a role that may act on it (the permission table's row of that act); its `items` are at most
 * TODAY_LIST_MAX and `total` says how many there are.
 */

/** The most items one list of Today carries. */
export const TODAY_LIST_MAX = 10;
/** A paid deposit's reservation is on Today once it ends within this many hours. */
export const RESERVATION_WARNING_HOURS = 48;
/** Payments received within this many hours are on Today. */
export const RECENT_PAYMENT_HOURS = 24;

const listOf = <T extends z.ZodType>(item: T) => z.object({ total: z.number().int(), items: z.array(item) });

/** A payment received online (the ledger's succeeded payment), with its order. */
export const todayPaymentSchema = z.object({
  _id: z.string(),
  amount: z.number(),
  /** ISO 4217, lower-case as the provider writes it (`usd`). */
  currency: z.string(),
  receivedAt: z.string(),
  order: orderSchema,
});
export type TodayPayment = z.infer<typeof todayPaymentSchema>;

export const todaySchema = z.object({
  /** When it was computed: ages and deadlines are counted from it. */
  now: z.string(),
  /** The shop's day (`YYYY-MM-DD`, the server's time zone). */
  today: z.string(),
  /** Test drives asked for from today through the next day the shop opens, not confirmed yet: soonest first. */
  testDrives: listOf(enquirySchema).optional(),
  /** Pending orders nobody has moved on (an expiring reservation is listed there instead): longest waiting first. */
  newOrders: listOf(orderSchema).optional(),
  /** New enquiries (the test drives above aside): longest waiting first. */
  waitingEnquiries: listOf(enquirySchema).optional(),
  /** Paid online within RECENT_PAYMENT_HOURS: newest first. */
  payments: listOf(todayPaymentSchema).optional(),
  /** Pending orders whose paid deposit's reservation ends within RESERVATION_WARNING_HOURS: soonest first. */
  reservations: listOf(orderSchema).optional(),
});
export type Today = z.infer<typeof todaySchema>;
export type TodayList = Exclude<keyof Today, 'now' | 'today'>;
