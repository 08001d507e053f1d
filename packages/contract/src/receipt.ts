import { z } from 'zod';

/** Numbered receipts (issue 29, ADR 056): one per payment and per refund, a PDF each. */

export const RECEIPT_KINDS = ['payment', 'refund'] as const;

export const receiptSchema = z.object({
  _id: z.string(),
  /** Sequential per shop, without gaps: 1, 2, 3… */
  number: z.number().int(),
  /** The number as printed: `R-000007`. */
  label: z.string(),
  kind: z.enum(RECEIPT_KINDS),
  amount: z.number(),
  currency: z.string(),
  issuedAt: z.string(),
  /** Where its PDF is downloaded (under /api). */
  url: z.string(),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** GET /receipts/{id}: the receipt's PDF. */
export const receiptPdfPath = (id: string) => `/receipts/${encodeURIComponent(id)}`;
