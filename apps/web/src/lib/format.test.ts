import { afterEach, describe, expect, it } from 'vitest';
import { currencyCode, formatAmount, formatDate, formatMoney, formatSpan, setShopCurrency } from './format';

describe('formatMoney', () => {
  it('shows taka after the amount on taka surfaces', () => {
    expect(formatMoney(1234567, 'catalogue')).toBe('1,234,567৳');
    expect(formatMoney(1234.5, 'cart', { decimals: true })).toBe('1,234.50৳');
  });
  it('shows a dollar sign on dollar surfaces', () => {
    expect(formatMoney(45000, 'detail')).toBe('$45,000');
    expect(formatMoney(45000, 'admin-revenue')).toBe('$45,000');
  });
});

describe('SHOP_CURRENCY', () => {
  afterEach(() => setShopCurrency(undefined));

  it('switches every surface to the one currency, and back when unset', () => {
    setShopCurrency('EUR');
    expect(formatMoney(45000, 'detail')).toBe('€45,000');
    expect(formatMoney(1234.5, 'cart', { decimals: true })).toBe('€1,234.50');
    expect(currencyCode('catalogue')).toBe('EUR');
    setShopCurrency('BDT');
    expect(formatMoney(45000, 'admin-revenue')).toBe('45,000৳');
    setShopCurrency('');
    expect(formatMoney(45000, 'detail')).toBe('$45,000');
    expect(currencyCode('detail')).toBe('USD');
    expect(currencyCode('orders')).toBe('BDT');
  });
});

describe('formatAmount', () => {
  it('groups digits', () => {
    expect(formatAmount(100000)).toBe('100,000');
  });
});

describe('formatDate', () => {
  it("formats like 'Jan 5, 2024'", () => {
    expect(formatDate('2024-01-05T12:00:00Z')).toBe('Jan 5, 2024');
  });
  it('gives an empty string for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatSpan', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 27, 9) + minutes * 60_000);
  it('says a span in the largest whole unit a person would', () => {
    expect(formatSpan(at(0), at(0.5))).toBe('under a minute');
    expect(formatSpan(at(0), at(1))).toBe('1 minute');
    expect(formatSpan(at(0), at(59))).toBe('59 minutes');
    expect(formatSpan(at(0), at(60))).toBe('1 hour');
    expect(formatSpan(at(0), at(47 * 60 + 59))).toBe('47 hours');
    expect(formatSpan(at(0), at(48 * 60))).toBe('2 days');
    expect(formatSpan(at(0).toISOString(), at(10 * 24 * 60).toISOString())).toBe('10 days');
  });
  it('reads a span that ends before it starts as none', () => {
    expect(formatSpan(at(5), at(0))).toBe('under a minute');
  });
});
