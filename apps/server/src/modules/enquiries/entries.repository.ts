import type { EnquiryEntryKind } from '@carshop/contract/enquiry';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { columnsOf, type RowOf } from '../../db/row-of.ts';
import { enquiries, enquiryEntries, users } from '../../db/schema.ts';

/** The `enquiry_entries` table (issue 30): replies and staff notes on an enquiry. */

const entryColumns = columnsOf(enquiryEntries, [
  'id',
  'enquiryId',
  'kind',
  'authorId',
  'authorName',
  'body',
  'createdAt',
]);
export type EnquiryEntryRow = RowOf<typeof enquiryEntries, typeof entryColumns>;
export type NewEnquiryEntryRow = Pick<
  EnquiryEntryRow,
  'enquiryId' | 'kind' | 'authorId' | 'authorName' | 'body'
>;

export async function insertEnquiryEntryRow(db: Db, entry: NewEnquiryEntryRow): Promise<EnquiryEntryRow> {
  const [row] = await db.insert(enquiryEntries).values(entry).returning(entryColumns);
  return row!;
}

/** Oldest first; `kind` only that kind (the buyer's view: replies). */
export function selectEnquiryEntryRows(db: Db, enquiryId: string, kind?: EnquiryEntryKind) {
  return db
    .select(entryColumns)
    .from(enquiryEntries)
    .where(and(eq(enquiryEntries.enquiryId, enquiryId), kind ? eq(enquiryEntries.kind, kind) : undefined))
    .orderBy(asc(enquiryEntries.createdAt), asc(enquiryEntries.id));
}

/**
 * Whether the enquiry's address is its sender's own proven one (ADR 048): it was sent signed in, and that account's
 * address, proven, is the one on the enquiry. Only then may a mail to it greet by the name the sender typed.
 */
export async function selectEnquiryAddressProven(db: Db, enquiryId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: enquiries.id })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.userId))
    .where(
      and(eq(enquiries.id, enquiryId), eq(users.email, enquiries.email), isNotNull(users.emailVerifiedAt)),
    );
  return row !== undefined;
}
