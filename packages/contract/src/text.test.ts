import { describe, expect, it } from 'vitest';
import { carListQuerySchema } from './car.ts';
import { carCreateSchema } from './car-create.ts';
import { checkoutFormSchema } from './order.ts';
import { CONTROL_CHARACTER_MESSAGE, text } from './text.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('text()', () => {
  const name = text({ max: 10, required: 'Name is required' });
  const notes = text({ max: 50, multiline: true });

  it('trims, and refuses blanks with the required message', () => {
    expect(name.parse('  Ada  ')).toBe('Ada');
    expect(messages(name.safeParse('   '))).toEqual(['Name is required']);
    expect(messages(name.safeParse(undefined))).toEqual(['Name is required']);
  });

  it('caps the length after trimming', () => {
    expect(name.safeParse(' 1234567890 ').success).toBe(true);
    expect(messages(name.safeParse('12345678901'))).toEqual(['Must be at most 10 characters']);
  });

  it.each(['\u0000', 'a\u0000b', '\u0007', '\u001b[31m', '\u007f', 'line\nbreak', 'tab\there'])(
    'refuses the control characters in %j on a single-line field',
    (value) => {
      expect(messages(name.safeParse(value))).toContain(CONTROL_CHARACTER_MESSAGE);
    },
  );

  it('lets multi-line fields keep tabs and line breaks, and nothing else', () => {
    expect(notes.parse('first line\r\nsecond\tline')).toBe('first line\r\nsecond\tline');
    expect(messages(notes.safeParse('nul\u0000inside'))).toEqual([CONTROL_CHARACTER_MESSAGE]);
  });

  it('keeps surrounding spaces when asked (passwords)', () => {
    expect(text({ max: 20, trim: false }).parse('  secret  ')).toBe('  secret  ');
  });

  it('guards every string field of the contract', () => {
    expect(carListQuerySchema.safeParse({ searchTerm: 'bmw\u0000' }).success).toBe(false);
    expect(
      checkoutFormSchema.safeParse({
        name: 'Ada',
        email: 'ada@example.com',
        phone: '0123456789',
        address: 'Somewhere 1\u0000',
      }).success,
    ).toBe(false);
    const car = {
      brand: 'BMW',
      model: 'M4',
      year: 2020,
      price: 1,
      category: 'Coupe',
      description: 'Two lines:\nfine.',
      quantity: 1,
    };
    expect(carCreateSchema.safeParse(car).success).toBe(true);
    expect(carCreateSchema.safeParse({ ...car, brand: 'B\u0000MW' }).success).toBe(false);
  });
});
