import { z } from 'zod';

/** The revenue charts of the admin overview cover this many days and months, the current one last. */
export const CHART_DAYS = 30;
export const CHART_MONTHS = 12;

/**
 * GET /admin: the admin overview's cards. `totalCar` counts the cars of the catalogue, one per row whatever its
 * quantity and sold out or not (the specification's count); `carsInStock` those of them in stock and
 * `unitsInStock` their quantities added up (issue 30). `totalOrder` counts every order; `totalRevenu` (spelled as
 * the specification's wire name; the UI reads "Total Revenue") always has exactly one entry, whose `price` is the
 * money taken (ADR 056): paid online and kept, plus delivered orders.
 */
export const statsSchema = z.object({
  totalUser: z.number().int(),
  totalCar: z.number().int(),
  carsInStock: z.number().int(),
  unitsInStock: z.number().int(),
  totalOrder: z.number().int(),
  totalRevenu: z.array(z.object({ price: z.number() })),
});
export type Stats = z.infer<typeof statsSchema>;

/**
 * One bar of a revenue chart: `period` is a UTC day (`2026-01-05`) or month (`2026-01`); `revenue` and
 * `orders` count the orders placed in it that are not canceled. Periods without orders are present with 0.
 */
export const revenuePointSchema = z.object({
  period: z.string(),
  revenue: z.number(),
  orders: z.number().int(),
});
export type RevenuePoint = z.infer<typeof revenuePointSchema>;

const count = z.number().int();

/**
 * GET /admin/charts: revenue for the last CHART_DAYS days and CHART_MONTHS months (oldest first, today's day
 * and month last, zero-filled, UTC) and how many orders are in each status now.
 */
export const chartsSchema = z.object({
  revenueByDay: z.array(revenuePointSchema),
  revenueByMonth: z.array(revenuePointSchema),
  ordersByStatus: z.object({
    pending: count,
    processing: count,
    shipped: count,
    delivered: count,
    canceled: count,
  }),
});
export type Charts = z.infer<typeof chartsSchema>;
