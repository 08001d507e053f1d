import { z } from 'zod';
import { pageQuerySchema, queryValue } from './api.ts';
import { ROLES } from './constants.ts';
import { text } from './text.ts';

/**
 * What a staff write was (issue 30, ADR 055): each kind names what it changed. Refunds are the payments module's;
 * every other kind is written by the module that owns the record, in the transaction of the write.
 */
export const AUDIT_KINDS = [
  'car.created',
  'car.updated',
  'car.deleted',
  'cars.imported',
  'order.status',
  'order.refund',
  'enquiry.status',
  'enquiry.reply',
  'enquiry.note',
  'test-drive.scheduled',
  'trade-in.offer',
  'user.updated',
  'user.role',
  'user.status',
  'staff.invited',
] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];

/** How each kind reads to people (the audit page's filter and rows, the CSV). */
export const AUDIT_KIND_LABELS: Record<AuditKind, string> = {
  'car.created': 'Car added',
  'car.updated': 'Car changed',
  'car.deleted': 'Car deleted',
  'cars.imported': 'Cars imported',
  'order.status': 'Order status',
  'order.refund': 'Refund',
  'enquiry.status': 'Enquiry status',
  'enquiry.reply': 'Reply to a buyer',
  'enquiry.note': 'Note on an enquiry',
  'test-drive.scheduled': 'Test drive',
  'trade-in.offer': 'Trade-in offer',
  'user.updated': 'User changed',
  'user.role': 'Role',
  'user.status': 'Block / unblock',
  'staff.invited': 'Staff invited',
};

/** The audit log's page size when the client names none. */
export const AUDIT_PAGE_SIZE = 25;
/** The most entries one CSV export holds (newest first); `meta`-like, its file says when more matched. */
export const AUDIT_EXPORT_MAX = 10_000;

const day = (name: string) =>
  queryValue(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date (YYYY-MM-DD)`));

/**
 * Query of GET /audit and GET /audit.csv: `actor` (a user's id), `kind`, `from` and `to` (the shop's calendar days,
 * both included), `search` (words of the person's name or email, or of what was changed).
 */
export const auditQuerySchema = pageQuerySchema.extend({
  actor: queryValue(
    z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), text({ max: 100 })),
  ),
  kind: queryValue(z.enum(AUDIT_KINDS, { error: 'Unknown kind of change' })),
  from: day('from'),
  to: day('to'),
  search: queryValue(text({ max: 100 })),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

const values = z.record(z.string(), z.unknown()).nullable();

/** One entry: who (as they were then), when, what kind, on what, and the values before and after. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string(), role: z.enum(ROLES) }),
  kind: z.enum(AUDIT_KINDS),
  target: z.object({ type: z.string(), _id: z.string(), label: z.string() }),
  before: values,
  after: values,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
