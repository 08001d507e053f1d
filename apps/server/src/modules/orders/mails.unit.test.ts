import type { Order } from '@carshop/contract/order';
import { describe, expect, it } from 'vitest';
import { orderPlacedMail, statusChangedMail } from './mails.ts';

const order = {
  _id: '0b9c1f0e-2d6a-4c53-9d0f-5a1e2b3c4d5e',
  number: 1042,
  name: 'Ayesha Rahman',
  email: 'ayesha@example.com',
  phone: '+880 1712 345678',
  address: '12 Lake Road, Dhaka',
  status: 'pending',
  totalPrice: 83_000,
  items: [{ car: { brand: 'Volvo', model: 'XC40', year: 2024 }, price: 41_500, quentity: 2 }],
} as unknown as Order;

describe('order mails', () => {
  const settings = { shopName: 'CarShop', origin: 'https://shop.example' };

  it('show prices in taka after the amount, as the order pages do', () => {
    const mail = orderPlacedMail(settings, order, true);
    for (const part of [mail.text, mail.html]) expect(part).toContain('83,000৳');
  });

  it('show every price in SHOP_CURRENCY when it is set', () => {
    const mail = orderPlacedMail({ ...settings, currency: 'EUR' }, order, true);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('€83,000');
      expect(part).not.toContain('৳');
    }
  });

  it('greet a proven address by name, with the delivery details', () => {
    const mail = orderPlacedMail(settings, order, true);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hello Ayesha Rahman,');
      expect(part).toContain('+880 1712 345678');
      expect(part).toContain('12 Lake Road, Dhaka');
    }
  });

  it('carry nothing the customer typed to an address not proven (ADR 048)', () => {
    for (const mail of [
      orderPlacedMail(settings, order, false),
      statusChangedMail(
        settings,
        { ...order, status: 'processing' },
        { from: 'pending', by: 'admin', proven: false },
      ),
    ]) {
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Hello,');
        for (const typed of ['Ayesha', 'Rahman', '1712', 'Lake Road']) expect(part).not.toContain(typed);
        expect(part).toContain('1042');
        expect(part).toContain('Volvo XC40');
      }
    }
  });
});

describe('the order number in mails', () => {
  const settings = { shopName: 'CarShop', origin: 'https://shop.example' };

  it('is written as the pages write it (#1042) in the subject, the text and the html of every order mail', () => {
    const placed = orderPlacedMail(settings, order, true);
    const changed = statusChangedMail(
      settings,
      { ...order, status: 'shipped' },
      { from: 'processing', by: 'admin', proven: true },
    );
    expect(placed.subject).toBe('Order #1042 confirmed | CarShop');
    expect(changed.subject).toBe('Order #1042: Shipped | CarShop');
    for (const mail of [placed, changed]) {
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('#1042');
        expect(part).not.toMatch(/order 1042|number is 1042|Order number: 1042/i);
      }
    }
  });
});
