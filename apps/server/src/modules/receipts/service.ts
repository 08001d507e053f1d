import { ORDER_MESSAGES } from '@carshop/contract/order';
import { type Receipt, receiptPdfPath } from '@carshop/contract/receipt';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { canReadReceipts } from '../../lib/policies.ts';
import { type MailSettings, queueMail } from '../mail/service.ts';
import { getOrderById } from '../orders/order-reads.service.ts';
import { receiptMail } from './mails.ts';
import { receiptLabel, renderReceiptPdf } from './receipt-pdf.ts';
import {
  insertReceipt,
  type ReceiptRow,
  selectLedgerRowsWithoutReceipt,
  selectReceiptExists,
  selectReceiptPdf,
  selectReceiptsOfOrders,
  updateNextReceiptNumber,
} from './repository.ts';

/** Numbered receipts (ADR 056): issued by a round for what the payments ledger took or gave back. */

export type ReceiptSettings = MailSettings & {
  shopAddress?: string | undefined;
  shopTaxNumber?: string | undefined;
};

const RECEIPT_MESSAGES = { notFound: 'Receipt not found' } as const;

/**
 * Issues a receipt for each succeeded payment and refund of the ledger that has none: numbered from the shop's
 * counter, its PDF made and kept, and mailed to the buyer, all in one transaction. Run by every server each
 * minute and right after a payment event; two rounds at once take turns on the counter's row, and the second
 * finds the receipt written (its transaction rolls back, its number with it): no number twice, none skipped.
 */
export async function issueReceipts(db: Db, settings: ReceiptSettings, limit = 50): Promise<number> {
  let issued = 0;
  for (const entry of await selectLedgerRowsWithoutReceipt(db, limit)) {
    const order = await getOrderById(db, entry.orderId);
    try {
      await db.transaction(async (tx) => {
        const number = await updateNextReceiptNumber(tx);
        if (await selectReceiptExists(tx, entry.paymentId)) return tx.rollback();
        const issuedAt = new Date();
        const pdf = await renderReceiptPdf({
          number,
          kind: entry.kind,
          amount: entry.amount,
          currency: entry.currency,
          issuedAt,
          shop: { name: settings.shopName, address: settings.shopAddress, taxNumber: settings.shopTaxNumber },
          order,
        });
        await insertReceipt(tx, { ...entry, number, issuedAt, pdf });
        await queueMail(tx, receiptMail(settings, order, { ...entry, number, pdf }));
      });
      issued += 1;
    } catch (error) {
      if (!(error instanceof TransactionRollbackError)) throw error;
    }
  }
  return issued;
}

const toReceipt = (row: ReceiptRow): Receipt => ({
  _id: row.id,
  number: row.number,
  label: receiptLabel(row.number),
  kind: row.kind,
  amount: row.amount,
  currency: row.currency,
  issuedAt: row.issuedAt.toISOString(),
  url: `/api${receiptPdfPath(row.id)}`,
});

/** An order's receipts, oldest first: for its customer or an admin ("Order not found" for anyone else). */
export async function listOrderReceipts(db: Db, viewer: AuthUser, orderId: string): Promise<Receipt[]> {
  const order = await getOrderById(db, orderId);
  if (!canReadReceipts(viewer, { userId: order.user })) throw notFound(ORDER_MESSAGES.notFound);
  return (await selectReceiptsOfOrders(db, [order._id])).map(toReceipt);
}

/** A receipt's PDF, for the order's customer or an admin; "Receipt not found" for anyone else. */
export async function getReceiptPdf(db: Db, viewer: AuthUser, id: string) {
  const row = isUuid(id) ? await selectReceiptPdf(db, id.toLowerCase()) : undefined;
  if (!row) throw notFound(RECEIPT_MESSAGES.notFound);
  const order = await getOrderById(db, row.orderId);
  if (!canReadReceipts(viewer, { userId: order.user })) throw notFound(RECEIPT_MESSAGES.notFound);
  return { filename: `receipt-${receiptLabel(row.number)}.pdf`, pdf: row.pdf };
}
