import { formatDigits } from '@carshop/contract/money';
import { type Order, orderNumber } from '@carshop/contract/order';
import PDFDocument from 'pdfkit';

/** What a receipt says (ADR 056): all of it fixed when the receipt is issued. */
export type ReceiptContent = {
  number: number;
  kind: 'payment' | 'refund';
  amount: number;
  currency: string;
  issuedAt: Date;
  shop: { name: string; address?: string | undefined; taxNumber?: string | undefined };
  order: Order;
};

/** `Receipt 7` is printed as `R-000007`: a number a buyer can read out, in the order the shop issued them. */
export const receiptLabel = (number: number) => `R-${String(number).padStart(6, '0')}`;

/**
 * An amount with the currency's ISO code (`41,500.50 USD`): the PDF's built-in font has no taka sign, and a code
 * is what a receipt should name anyway.
 */
export const receiptAmount = (value: number, currency: string) =>
  `${formatDigits(value, { decimals: true })} ${currency}`;

const HANDOVER_WORDS = { pickup: 'Pickup at the showroom', delivery: 'Delivery to the address given' };
const PAYMENT_WORDS = {
  handover: 'Paid at handover',
  deposit: 'Deposit online, the rest at handover',
  full: 'Paid in full online',
};

/** The receipt as a PDF (pdfkit, its built-in Helvetica: nothing to load at run time). */
export function renderReceiptPdf(content: ReceiptContent): Promise<Buffer> {
  const { order, shop, currency } = content;
  const money = (value: number) => receiptAmount(value, currency);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: {
      Title: `Receipt ${receiptLabel(content.number)}`,
      Author: shop.name,
      CreationDate: content.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const row = (label: string, value: string, options: { bold?: boolean } = {}) => {
    const y = doc.y;
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(11);
    doc.text(label, left, y, { width: width * 0.65 });
    const after = doc.y;
    doc.text(value, left + width * 0.65, y, { width: width * 0.35, align: 'right' });
    doc.y = Math.max(after, doc.y) + 4;
  };
  /** A fact of the receipt: its label, and its value beside it with room to run. */
  const detail = (label: string, value: string) => {
    const y = doc.y;
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text(label, left, y, { width: width * 0.3 });
    const after = doc.y;
    doc.font('Helvetica').text(value, left + width * 0.3, y, { width: width * 0.7 });
    doc.y = Math.max(after, doc.y) + 4;
  };
  const rule = () => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor('#cbd5e1')
      .stroke();
    doc.y += 8;
  };

  doc.font('Helvetica-Bold').fontSize(18).text(shop.name, left);
  doc.font('Helvetica').fontSize(10).fillColor('#334155');
  if (shop.address) doc.text(shop.address);
  if (shop.taxNumber) doc.text(`Tax number: ${shop.taxNumber}`);
  doc.fillColor('#0f172a').moveDown(1.5);

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(content.kind === 'refund' ? 'Refund receipt' : 'Payment receipt');
  doc.moveDown(0.5);
  detail('Receipt number', receiptLabel(content.number));
  detail('Date', content.issuedAt.toISOString().slice(0, 10));
  detail('Order number', orderNumber(order));
  detail('Buyer', order.name);
  detail('Email', order.email);
  detail('How paid', PAYMENT_WORDS[order.terms.payment]);
  detail(
    'Handover',
    `${HANDOVER_WORDS[order.terms.handover]}, ${order.terms.handoverDate ?? 'on a day to be agreed'}`,
  );
  doc.moveDown(1);

  doc.font('Helvetica-Bold').fontSize(12).text('Cars', left);
  doc.moveDown(0.3);
  rule();
  for (const item of order.items) {
    row(
      `${item.car.brand} ${item.car.model} (${item.car.year}) x ${item.quentity}`,
      money(item.price * item.quentity),
    );
  }
  rule();
  const { breakdown } = order.terms;
  row('Cars', money(breakdown.cars));
  for (const fee of breakdown.fees) row(fee.label, money(fee.amount));
  if (breakdown.tax) {
    row(
      breakdown.tax.included ? `Tax included (${breakdown.tax.rate}%)` : `Tax (${breakdown.tax.rate}%)`,
      money(breakdown.tax.amount),
    );
  }
  row('Order total', money(breakdown.total), { bold: true });
  row('Due online at checkout', money(breakdown.dueNow));
  row('Due at handover', money(breakdown.dueAtHandover));
  doc.moveDown(1);
  rule();
  row(content.kind === 'refund' ? 'Amount refunded' : 'Amount paid', money(content.amount), { bold: true });
  row('Currency', currency);
  doc.moveDown(2);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#475569')
    .text(
      content.kind === 'refund'
        ? 'This amount was given back to the card or account it was paid from.'
        : 'Thank you for your payment. Keep this receipt for your records.',
      left,
    );
  doc.end();
  return done;
}
