import { describe, expect, it } from 'vitest';
import {
  idempotencyKeySchema,
  orderCreateSchema,
  orderLineInputSchema,
  orderListQuerySchema,
  orderUpdateSchema,
  userOrdersOrOrderSchema,
} from './order.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

const checkout = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '0123456789',
  address: '12 Lake Road',
  items: [{ car: 'c1', quentity: 1 }],
};

describe('orderCreateSchema', () => {
  it("takes the specification's checkout payload and drops unknown keys", () => {
    const parsed = orderCreateSchema.parse({
      ...checkout,
      userId: 'u1',
      totalPrice: 5,
      status: 'delivered',
      user: 'x',
    });
    // The car checkout's choices (issue 29) take their defaults: paid at handover, picked up on a day agreed.
    expect(parsed).toEqual({
      ...checkout,
      userId: 'u1',
      totalPrice: 5,
      payment: 'handover',
      handover: 'pickup',
    });
  });

  it.each([
    [{ quentity: 0 }, 'Quantity must be at least 1'],
    [{ quentity: 1.5 }, 'Quantity must be a whole number'],
    [{ quentity: '1' }, 'Quantity must be a number'],
    [{ quentity: 11 }, 'At most 10 of one car in one order'],
    [{ car: '' }, 'Car is required'],
  ])('refuses the line change %j', (change, message) => {
    const result = orderCreateSchema.safeParse({ ...checkout, items: [{ ...checkout.items[0], ...change }] });
    expect(messages(result)).toEqual([message]);
  });

  it('needs 1 to 50 lines', () => {
    expect(messages(orderCreateSchema.safeParse({ ...checkout, items: [] }))).toEqual(['Your cart is empty']);
    expect(messages(orderCreateSchema.safeParse({ ...checkout, items: undefined }))).toEqual([
      'Your cart is empty',
    ]);
    const many = Array.from({ length: 51 }, (_, i) => ({ car: `c${i}`, quentity: 1 }));
    expect(messages(orderCreateSchema.safeParse({ ...checkout, items: many }))).toEqual([
      'At most 50 different cars in one order',
    ]);
  });
});

describe('idempotencyKeySchema', () => {
  it('accepts 1 to 255 visible ASCII characters', () => {
    for (const key of ['a', '0b9c2a4e-8f1d-4c3b-9a7e-5d6f1e2a3b4c', 'k'.repeat(255), 'order:2026/01#1']) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(true);
    }
    for (const key of ['', ' ', 'a b', 'k'.repeat(256), 'clé', 'a\u0000']) {
      expect(idempotencyKeySchema.safeParse(key).success, key).toBe(false);
    }
  });
});

describe('the other order schemas', () => {
  it('takes only a known status', () => {
    expect(orderUpdateSchema.parse({ status: 'shipped', totalPrice: 1 })).toEqual({ status: 'shipped' });
    expect(messages(orderUpdateSchema.safeParse({ status: 'lost' }))).toEqual(['Invalid order status']);
    expect(orderListQuerySchema.parse({ page: '2', status: '' })).toEqual({ page: 2 });
  });

  it("tells a user's list from one order", () => {
    expect(Array.isArray(userOrdersOrOrderSchema.parse([]))).toBe(true);
  });
});

describe('an order line from the specification client', () => {
  it('takes the car as an object and reads only its _id', () => {
    const line = orderLineInputSchema.parse({
      car: { _id: 'c1', price: 1, brand: 'Volvo', image: 'x.webp' },
      quentity: 2,
    });
    expect(line).toEqual({ car: 'c1', quentity: 2 });
    expect(orderLineInputSchema.parse({ car: 'c1', quentity: 1 })).toEqual({ car: 'c1', quentity: 1 });
  });

  it('still refuses a line without a car id', () => {
    for (const car of [{}, { _id: '' }, { id: 'c1' }, null, ['c1'], 42]) {
      expect(orderLineInputSchema.safeParse({ car, quentity: 1 }).success, JSON.stringify(car)).toBe(false);
    }
  });
});
