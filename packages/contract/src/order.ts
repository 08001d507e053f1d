import { z } from 'zod';
import { MAX_LINE_QUANTITY, ORDER_STATUSES } from './constants.ts';
import { text } from './text.ts';

export { MAX_LINE_QUANTITY, ORDER_STATUSES, type OrderStatus, TRACK_STEPS } from './constants.ts';

import { carSummarySchema } from './car.ts';

export const orderStatusSchema = z.enum(ORDER_STATUSES, { error: 'Invalid order status' });

/** An order line on the wire. `quentity` is misspelled on purpose: it is the specification's wire name. */
export const orderItemSchema = z.object({
  car: carSummarySchema,
  quentity: z.number().int(),
  price: z.number(),
});

export const orderSchema = z.object({
  _id: z.string(),
  user: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  items: z.array(orderItemSchema),
  totalPrice: z.number(),
  status: orderStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof orderSchema>;

/** Checkout form (spec §5 messages) and body of POST /orders. Prices and totals from the client are ignored. */
export const checkoutFormSchema = z.object({
  name: text({ max: 100, required: 'Full name is required' }),
  email: text({ max: 254, required: 'Invalid email' }).pipe(z.email('Invalid email')),
  phone: text({ max: 20, required: 'Phone number is required', tooLong: 'Phone number is too long' })
    .min(10, 'Phone number is required')
    .regex(/^[+\d][\d\s()-]*$/, 'Invalid phone number'),
  address: text({ max: 300, required: 'Address is required', multiline: true }).min(5, 'Address is required'),
});
export type CheckoutForm = z.infer<typeof checkoutFormSchema>;

export const orderCreateSchema = checkoutFormSchema.extend({
  userId: text({ max: 100 }).optional(),
  items: z
    .array(
      z.object({
        car: text({ max: 100, required: 'Car is required' }),
        quentity: z
          .number()
          .int('Quantity must be a whole number')
          .min(1, 'Quantity must be at least 1')
          .max(MAX_LINE_QUANTITY),
      }),
    )
    .min(1, 'Your cart is empty')
    .max(50),
  totalPrice: z.number().optional(),
});
export type OrderCreate = z.infer<typeof orderCreateSchema>;

export const orderUpdateSchema = z.object({ status: orderStatusSchema });
export type OrderUpdate = z.infer<typeof orderUpdateSchema>;

export const statsSchema = z.object({
  totalUser: z.number().int(),
  totalCar: z.number().int(),
  totalOrder: z.number().int(),
  /** Spelled as the specification's wire name; the UI reads "Total Revenue". */
  totalRevenu: z.array(z.object({ price: z.number() })),
});
export type Stats = z.infer<typeof statsSchema>;
