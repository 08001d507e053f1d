import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session } from '../../../test/auth-helpers.ts';
import { askToPay, placeOrderOf, startPayingShop } from '../../../test/paying-shop.ts';
import { pdfText } from '../../../test/pdf-text.ts';
import { authHeader, createBuyer, putOrderStatus } from '../../../test/shop-helpers.ts';
import { startSmtpServer } from '../../../test/smtp.ts';
import type { StripeServer } from '../../../test/stripe-server.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { mailTo, testConfig } from '../../../test/test-app.ts';
import { payments as paymentsTable, receipts as receiptsTable } from '../../db/schema.ts';
import { createCar } from '../../seed/car-factory.ts';
import { addCars } from '../cars/catalogue.service.ts';
import { refundCanceledOrders } from '../payments/service.ts';
import { issueReceipts, type ReceiptSettings } from './service.ts';

let stripe: StripeServer;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let stop: () => Promise<void>;
let admin: Session;
let carId: string;

const settings = (): ReceiptSettings => ({
  ...t.app.mailSettings,
  shopAddress: t.app.config.mail.shopAddress,
  shopTaxNumber: t.app.config.mail.shopTaxNumber,
});

beforeAll(async () => {
  smtp = await startSmtpServer();
  ({ stripe, t, admin, stop } = await startPayingShop({
    ...mailTo(smtp.url, {
      shopName: 'Springfield Motors',
      shopAddress: '12 Motor Way, Springfield',
      shopTaxNumber: 'VAT GB123456789',
    }),
    checkout: {
      ...testConfig().checkout,
      fees: [{ label: 'Documentation fee', amount: 199 }],
      taxRate: 10,
    },
  }));
  const volvo = createCar({ brand: 'Volvo', model: 'XC40', year: 2023, price: 41_500.5, quantity: 100 });
  carId = (await addCars(t.db, [volvo]))[0]!._id;
});

afterAll(async () => {
  await stop?.();
  await smtp?.stop();
});

/**
 * An order paid in full online, its event handled: one succeeded payment in the ledger (the app's own round may
 * issue its receipt at once: the webhook nudges it).
 */
async function paidOrder(quentity = 1) {
  const { buyer, order } = await placeOrderOf(t, carId, { payment: 'full', quentity });
  const asked = await askToPay(t, buyer.session, { orderId: order._id });
  await stripe.pay(stripe.intentOf(asked.json().data.clientSecret).id);
  return { buyer, orderId: order._id, number: order.number };
}

const listReceipts = (session: Session | { token: string } | undefined, orderId: string) =>
  t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/receipts`, headers: authHeader(session) });

const download = (session: Session | { token: string } | undefined, url: string) =>
  t.app.inject({ method: 'GET', url, headers: authHeader(session) });

describe('receipts', () => {
  it('issues one receipt per payment, a PDF with the shop, the order, the buyer and the figures', async () => {
    const { buyer, orderId, number } = await paidOrder(2);
    await issueReceipts(t.db, settings());
    await issueReceipts(t.db, settings()); // a second round finds nothing more to do
    const listed = await listReceipts(buyer.session, orderId);
    expect(listed.statusCode).toBe(200);
    const [receipt, ...more] = listed.json().data;
    expect(more).toEqual([]);
    expect(receipt).toMatchObject({ kind: 'payment', amount: 91_520, currency: 'USD' });
    expect(receipt.label).toBe(`R-${String(receipt.number).padStart(6, '0')}`);

    const pdf = await download(buyer.session, receipt.url);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="receipt-${receipt.label}.pdf"`);
    expect(pdf.headers['cache-control']).toContain('no-store');
    const text = await pdfText(pdf.rawPayload);
    for (const expected of [
      'Springfield Motors',
      '12 Motor Way, Springfield',
      'VAT GB123456789',
      'Payment receipt',
      receipt.label,
      `#${number}`,
      buyer.user.email,
      'Volvo XC40 (2023) x 2 83,001.00 USD',
      'Documentation fee 199.00 USD',
      'Tax (10%) 8,320.00 USD',
      'Order total 91,520.00 USD',
      'Due online at checkout 91,520.00 USD',
      'Due at handover 0.00 USD',
      'Amount paid 91,520.00 USD',
      'Paid in full online',
    ])
      expect(text).toContain(expected);
  });

  it('mails each receipt to the buyer with its PDF attached, through the real SMTP server', async () => {
    const { buyer, number } = await paidOrder();
    await issueReceipts(t.db, settings());
    const mail = (await smtp.waitFor(buyer.user.email, 2)).find((one) => one.subject.startsWith('Receipt'));
    expect(mail!.subject).toMatch(
      new RegExp(`^Receipt R-\\d{6} for order #${number} \\| Springfield Motors$`),
    );
    expect(mail!.text).toContain('We have received your payment of 45,869.45 USD');
    const [file] = mail!.attachments;
    expect(file).toMatchObject({ contentType: 'application/pdf' });
    expect(file!.filename).toMatch(/^receipt-R-\d{6}\.pdf$/);
    const text = await pdfText(file!.content);
    expect(text).toContain('45,869.45 USD');
    expect(text).toContain(`#${number}`);
  });

  it('issues a refund receipt when the payment of a canceled order is given back', async () => {
    const { buyer, orderId } = await paidOrder();
    await putOrderStatus(t.app, admin, orderId, 'canceled');
    await refundCanceledOrders(t.db, t.app.payments!);
    await issueReceipts(t.db, settings());
    const receipts = (await listReceipts(admin, orderId)).json().data;
    expect(receipts.map((receipt: { kind: string }) => receipt.kind)).toEqual(['payment', 'refund']);
    expect(receipts[1].number).toBeGreaterThan(receipts[0].number);
    const text = await pdfText((await download(buyer.session, receipts[1].url)).rawPayload);
    expect(text).toContain('Refund receipt');
    expect(text).toContain('Amount refunded');
    expect(text).toContain('45,869.45 USD');
  });

  it('numbers receipts without a gap or a repeat when rounds run at once on several servers', async () => {
    const paid = await Promise.all([paidOrder(), paidOrder(), paidOrder(), paidOrder()]);
    await Promise.all([1, 2, 3, 4].map(() => issueReceipts(t.db, settings())));
    const rows = await t.db
      .select({ number: receiptsTable.number, paymentId: receiptsTable.paymentId })
      .from(receiptsTable)
      .orderBy(receiptsTable.number);
    const numbers = rows.map((row) => row.number);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1)); // 1, 2, 3… nothing skipped
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(rows.length); // one per ledger row
    const succeeded = await t.db
      .select({ id: paymentsTable.id })
      .from(paymentsTable)
      .where(eq(paymentsTable.status, 'succeeded'));
    expect(rows).toHaveLength(succeeded.length);
    const ofOrders = await Promise.all(paid.map(({ orderId }) => listReceipts(admin, orderId)));
    for (const answer of ofOrders) expect(answer.json().data).toHaveLength(1);
  });

  it("is not found for anyone but the order's customer and the admins (ids in capitals too)", async () => {
    const { buyer, orderId } = await paidOrder();
    await issueReceipts(t.db, settings());
    const [receipt] = (await listReceipts(buyer.session, orderId)).json().data;
    const stranger = await createBuyer(t.app, t.db);
    expect((await download(admin, receipt.url)).statusCode).toBe(200);
    const inCapitals = receipt.url.replace(receipt._id, receipt._id.toUpperCase());
    expect((await download(buyer.session, inCapitals)).statusCode).toBe(200);
    for (const url of [receipt.url, inCapitals]) {
      const refused = await download(stranger.session, url);
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe('Receipt not found');
    }
    expect((await download(undefined, receipt.url)).statusCode).toBe(401);
    expect((await download(buyer.session, '/api/receipts/not-a-receipt')).statusCode).toBe(404);
    expect((await listReceipts(stranger.session, orderId)).statusCode).toBe(404);
    expect((await listReceipts(stranger.session, orderId.toUpperCase())).statusCode).toBe(404);
    expect((await listReceipts(admin, orderId)).json().data).toHaveLength(1);
  });
});
