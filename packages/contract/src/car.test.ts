import { describe, expect, it } from 'vitest';
import { carListQuerySchema, carUpdateSchema } from './car.ts';
import { carCreateSchema } from './car-create.ts';

const valid = {
  brand: 'Toyota',
  model: 'Camry',
  year: 2022,
  price: 27500,
  category: 'Sedan',
  description: 'Reliable family sedan.',
  quantity: 3,
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('carCreateSchema', () => {
  it('accepts a complete car', () => {
    expect(carCreateSchema.parse(valid)).toMatchObject(valid);
  });

  it("uses the specification's messages", () => {
    const result = carCreateSchema.safeParse({
      ...valid,
      brand: '',
      model: ' ',
      description: '',
      category: 'Van',
    });
    expect(messages(result)).toEqual(
      expect.arrayContaining([
        'Brand is required',
        'Model is required',
        'Description is required',
        'Invalid category',
      ]),
    );
    expect(messages(carCreateSchema.safeParse({ ...valid, year: 1885 }))).toContain(
      'Year must be 1886 or later',
    );
    expect(messages(carCreateSchema.safeParse({ ...valid, year: new Date().getFullYear() + 1 }))).toContain(
      'Year cannot be in the future',
    );
    expect(messages(carCreateSchema.safeParse({ ...valid, price: Number.NaN }))).toContain(
      'Price must be a positive number',
    );
    expect(messages(carCreateSchema.safeParse({ ...valid, quantity: 'x' }))).toContain(
      'Quantity must be a positive number',
    );
    expect(messages(carCreateSchema.safeParse({ ...valid, quantity: 0 }))).toContain(
      'Quantity must be at least 1',
    );
  });

  it("accepts only pictures of the shop's own upload store (ADR 012)", () => {
    for (const image of ['/uploads/demo/suv-red-1a2b3c4d-960.webp', '/uploads/0123abcd-960.webp']) {
      expect(carCreateSchema.safeParse({ ...valid, image }).success, image).toBe(true);
    }
    for (const image of [
      'https://img.example.com/a-960.webp',
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '/uploads/../jwt-secret-960.webp',
      '/uploads/a/b/c-960.webp',
      '/uploads/a-480.webp',
      '/uploads/A-960.webp',
      '/uploads/a-960.webp?x=1',
    ]) {
      expect(messages(carCreateSchema.safeParse({ ...valid, image })), image).toEqual([
        'Image must be a picture uploaded to this shop',
      ]);
    }
    expect(carCreateSchema.safeParse({ ...valid, image: null }).success).toBe(true);
  });

  it('drops ids, times and inStock sent by a client', () => {
    const parsed = carCreateSchema.parse({ ...valid, _id: 'x', inStock: false, createdAt: 'then' });
    expect(parsed).not.toHaveProperty('_id');
    expect(parsed).not.toHaveProperty('inStock');
    expect(parsed).not.toHaveProperty('createdAt');
  });
});

describe('carUpdateSchema', () => {
  it('allows a partial update and a quantity of 0', () => {
    expect(carUpdateSchema.parse({ quantity: 0 })).toEqual({ quantity: 0 });
  });
  it('refuses an empty update', () => {
    expect(carUpdateSchema.safeParse({}).success).toBe(false);
  });
});

describe('carListQuerySchema', () => {
  it("reads the specification client's unset values (the strings null and undefined) as absent", () => {
    // What that client sends with no category chosen (issue 18).
    expect(
      carListQuerySchema.parse({
        searchTerm: '',
        sort: 'createdAt',
        category: 'null',
        minPrice: '0',
        maxPrice: '100000',
      }),
    ).toEqual({ sort: 'createdAt', minPrice: 0, maxPrice: 100000 });
    expect(carListQuerySchema.parse({ category: 'undefined', page: 'null', searchTerm: 'null' })).toEqual({});
    expect(carListQuerySchema.safeParse({ category: 'nul' }).success).toBe(false);
  });

  it('coerces numbers and treats blanks as absent', () => {
    expect(
      carListQuerySchema.parse({ minPrice: '100', maxPrice: '', page: '2', limit: '6', searchTerm: '  ' }),
    ).toEqual({
      minPrice: 100,
      page: 2,
      limit: 6,
    });
  });
  it('refuses hostile values', () => {
    for (const query of [
      { page: '0' },
      { limit: '1000' },
      { minPrice: '-1' },
      { sort: 'password' },
      { category: 'Boat' },
      { page: 'abc' },
    ]) {
      expect(carListQuerySchema.safeParse(query).success, JSON.stringify(query)).toBe(false);
    }
  });
});
