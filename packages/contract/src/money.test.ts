import { describe, expect, it } from 'vitest';
import {
  CURRENCY_CODE,
  currencySign,
  formatDigits,
  fromCents,
  lineTotalCents,
  mergeLines,
  sumLines,
  toCents,
  withSign,
} from './money.ts';

describe('money in cents', () => {
  it('turns prices into whole cents and back', () => {
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(fromCents(1999)).toBe(19.99);
  });

  it('sums lines without floating-point drift', () => {
    expect(
      sumLines([
        { price: 0.1, quantity: 1 },
        { price: 0.2, quantity: 1 },
      ]),
    ).toBe(0.3);
    expect(sumLines([{ price: 10_000.05, quantity: 3 }])).toBe(30_000.15);
    expect(sumLines([])).toBe(0);
    expect(lineTotalCents({ price: 1.15, quantity: 3 })).toBe(345);
  });
});

describe('mergeLines', () => {
  it('adds up the lines of one car, in the order cars first appear, ids compared lower-cased', () => {
    const id = 'aaaaaaaa-0000-4000-8000-00000000000a';
    expect(
      mergeLines([
        { carId: id, quantity: 1 },
        { carId: 'b', quantity: 2 },
        { carId: id.toUpperCase(), quantity: 3 },
      ]),
    ).toEqual([
      { carId: id, quantity: 4 },
      { carId: 'b', quantity: 2 },
    ]);
  });
});

describe('currency signs (SHOP_CURRENCY)', () => {
  it('shows the taka after the amount, other signs before it, and a code that has no sign apart', () => {
    expect(withSign('12,500', currencySign('BDT'))).toBe('12,500৳');
    expect(withSign('12,500', currencySign('USD'))).toBe('$12,500');
    expect(withSign('12,500', currencySign('EUR'))).toBe('€12,500');
    expect(withSign('12,500', currencySign('GBP'))).toBe('£12,500');
    expect(withSign('12,500', currencySign('CHF'))).toBe('CHF 12,500');
  });

  it('accepts ISO 4217 codes only', () => {
    expect(['USD', 'EUR', 'BDT'].every((code) => CURRENCY_CODE.test(code))).toBe(true);
    expect(['usd', 'US', 'EURO', '$', ''].some((code) => CURRENCY_CODE.test(code))).toBe(false);
  });
});

describe('formatDigits (pages and mails)', () => {
  it('groups the digits and keeps at most two decimals, exactly two when asked', () => {
    expect(formatDigits(1_234_567)).toBe('1,234,567');
    expect(formatDigits(1234.5)).toBe('1,234.5');
    expect(formatDigits(1234.5, { decimals: true })).toBe('1,234.50');
    expect(formatDigits(45_000.456)).toBe('45,000.46');
    expect(withSign(formatDigits(1234.5, { decimals: true }), currencySign('EUR'))).toBe('€1,234.50');
  });
});
