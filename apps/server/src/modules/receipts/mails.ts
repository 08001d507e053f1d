import { type Order, orderNumber } from '@carshop/contract/order';
import { orderPage } from '@carshop/contract/page-paths';
import { composeMail, type Mail, type MailSettings } from '../mail/service.ts';
import { receiptAmount, receiptLabel } from './receipt-pdf.ts';

/**
 * The receipt's message to the buyer, its PDF attached. It greets nobody by name and repeats nothing the buyer
 * typed (ADR 048: the address may not be proven); the PDF is the receipt.
 */
export function receiptMail(
  settings: MailSettings,
  order: Order,
  receipt: { number: number; kind: 'payment' | 'refund'; amount: number; currency: string; pdf: Buffer },
): Mail {
  const label = receiptLabel(receipt.number);
  const amount = receiptAmount(receipt.amount, receipt.currency);
  return {
    ...composeMail(settings.shopName, {
      to: order.email,
      subject: `Receipt ${label} for order ${orderNumber(order)}`,
      greeting: 'Hello,',
      paragraphs: [
        receipt.kind === 'refund'
          ? `We have refunded ${amount} for order ${orderNumber(order)}. Your receipt ${label} is attached.`
          : `We have received your payment of ${amount} for order ${orderNumber(order)}. ` +
            `Your receipt ${label} is attached.`,
      ],
      details: [
        ['Receipt number', label],
        ['Order number', orderNumber(order)],
        [receipt.kind === 'refund' ? 'Amount refunded' : 'Amount paid', amount],
      ],
      after: ["You can download every receipt of the order from the order's page too."],
      action: { label: 'View your order', url: `${settings.origin}${orderPage(order._id)}` },
    }),
    attachments: [
      {
        filename: `receipt-${label}.pdf`,
        contentType: 'application/pdf',
        base64: receipt.pdf.toString('base64'),
      },
    ],
  };
}
