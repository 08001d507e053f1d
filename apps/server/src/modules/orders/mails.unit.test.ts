import type { Order } from '@carshop/contract/order';
import { describe, expect, it } from 'vitest';
import { checkoutTerms } from './checkout-terms.fixture.ts';
import { priceBreakdown } from './checkout-terms.ts';
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
  terms: {
    payment: 'handover',
    handover: 'pickup',
    handoverDate: null,
    breakdown: { cars: 83_000, fees: [], tax: null, total: 83_000, dueNow: 0, dueAtHandover: 83_000 },
  },
} as unknown as Order;

/** The same order with a deposit paid online, delivered on a day, with the shop's fee and tax added. */
const depositOrder = {
  ...order,
  totalPrice: 91_520,
  terms: {
    payment: 'deposit',
    handover: 'delivery',
    handoverDate: '2026-12-03',
    // 83,000 + a 200 fee + 10% tax = 91,520; a 10% deposit of 9,152 now, 82,368 at handover.
    breakdown: priceBreakdown(
      83_000,
      'deposit',
      checkoutTerms({ fees: [{ label: 'Documentation fee', amount: 200 }], taxRate: 10 }),
    ),
  },
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

describe('the terms in order mails', () => {
  const settings = { shopName: 'CarShop', origin: 'https://shop.example', currency: 'USD' };

  it('say how the buyer pays, the handover and its day, the breakdown, and what happens next', () => {
    const placed = orderPlacedMail(settings, depositOrder, false);
    const changed = statusChangedMail(
      settings,
      { ...depositOrder, status: 'processing' },
      { from: 'pending', by: 'admin', proven: false },
    );
    for (const mail of [placed, changed]) {
      for (const part of [mail.text, mail.html]) {
        for (const shown of [
          'A deposit online, the rest at handover',
          'Delivery to your address on 2026-12-03',
          'Documentation fee',
          '$200',
          'Tax (10%)',
          '$8,320',
          '$91,520',
          '$9,152',
          '$82,368',
        ])
          expect(part).toContain(shown);
      }
    }
    expect(placed.text).toContain('What happens next: pay the deposit of $9,152 online to reserve the car');
    expect(placed.text).not.toContain('You pay when the car is handed over');
  });

  it('say the buyer pays at handover, picked up on a day agreed, when that was the choice', () => {
    const mail = orderPlacedMail(settings, order, true);
    expect(mail.text).toContain('How you pay: At handover');
    expect(mail.text).toContain('Handover: Pickup at the showroom on a day we agree with you');
    expect(mail.text).toContain('You pay when the car is handed over to you.');
    expect(mail.text).not.toContain('Due online now');
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
