import type { EnquiryStatus, EnquiryType } from '@carshop/contract/enquiry';
import { and, asc, between, eq, isNull, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { counted, totalOver } from '../../db/counted.ts';
import { countWhere, newestFirst, type RowWindow } from '../../db/newest-first.ts';
import { columnsOf, type RowOf } from '../../db/row-of.ts';
import { enquiries } from '../../db/schema.ts';
import { staffSearch } from '../../lib/staff-search.ts';

/** The `enquiries` table (issue 22). */

const enquiryColumns = columnsOf(enquiries, [
  'id',
  'type',
  'status',
  'carId',
  'carTitle',
  'userId',
  'name',
  'email',
  'phone',
  'message',
  'preferredDate',
  'preferredTime',
  'driveStatus',
  'calendarSequence',
  'createdAt',
  'updatedAt',
]);
export type EnquiryRow = RowOf<typeof enquiries, typeof enquiryColumns>;
export type NewEnquiryRow = Omit<
  EnquiryRow,
  'id' | 'status' | 'driveStatus' | 'calendarSequence' | 'createdAt' | 'updatedAt'
>;
/** `userId`: one customer's only; `search`: a phone's digits or words of the sender or the car (lib/staff-search.ts). */
export type EnquiryFilter = { userId?: string; status?: EnquiryStatus; type?: EnquiryType; search?: string };

/** `searchText`: what staff find it by (lib/staff-search.ts). */
export async function insertEnquiryRow(
  db: Db,
  enquiry: NewEnquiryRow,
  searchText: string,
): Promise<EnquiryRow> {
  const driveStatus = enquiry.type === 'test-drive' ? ('requested' as const) : null;
  const [row] = await db
    .insert(enquiries)
    .values({ ...enquiry, driveStatus, searchText })
    .returning(enquiryColumns);
  return row!;
}

/** `id` must already be a well-formed UUID (lib/ids.ts). */
export async function selectEnquiryById(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnquiryRow | undefined> {
  const query = db.select(enquiryColumns).from(enquiries).where(eq(enquiries.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

const whereOf = (filter: EnquiryFilter): SQL | undefined =>
  and(
    filter.userId ? eq(enquiries.userId, filter.userId) : undefined,
    filter.status ? eq(enquiries.status, filter.status) : undefined,
    filter.type ? eq(enquiries.type, filter.type) : undefined,
    staffSearch(enquiries.searchText, filter.search),
  );

/** Newest first. */
export const selectEnquiryRows = (db: Db, filter: EnquiryFilter, window: RowWindow) =>
  newestFirst(
    db.select(enquiryColumns).from(enquiries).where(whereOf(filter)).$dynamic(),
    enquiries.createdAt,
    enquiries.id,
    window,
  );

export const countEnquiryRows = (db: Db, filter: EnquiryFilter) => countWhere(db, enquiries, whereOf(filter));

/** `from`: only while the status is still that one (a reply moves New to Contacted, never back from Closed). */
export async function updateEnquiryStatusRow(
  db: Db,
  id: string,
  status: EnquiryStatus,
  at: Date,
  from?: EnquiryStatus,
): Promise<EnquiryRow | undefined> {
  const [row] = await db
    .update(enquiries)
    .set({ status, updatedAt: at })
    .where(and(eq(enquiries.id, id), from ? eq(enquiries.status, from) : undefined))
    .returning(enquiryColumns);
  return row;
}

/** The start times (`HH:MM`) of the car's confirmed test drives on `date`. */
export async function selectConfirmedDriveTimes(db: Db, carId: string, date: string): Promise<string[]> {
  const rows = await db
    .select({ time: enquiries.preferredTime })
    .from(enquiries)
    .where(
      and(
        eq(enquiries.carId, carId),
        eq(enquiries.preferredDate, date),
        eq(enquiries.driveStatus, 'confirmed'),
      ),
    );
  return rows.flatMap((row) => (row.time ? [row.time] : []));
}

/**
 * Sets a test drive's state and slot, bumping the calendar sequence, only if that changes something: of two
 * identical requests at once, the second finds nothing to change (undefined) and mails nothing. A confirmed slot
 * another confirmed test drive of the car holds breaks `enquiries_confirmed_drive_idx` (the caller answers 409).
 * A new enquiry becomes contacted.
 */
export async function updateTestDriveRow(
  db: Db,
  id: string,
  change: { driveStatus: 'confirmed' | 'canceled'; preferredDate: string; preferredTime: string },
  at: Date,
): Promise<EnquiryRow | undefined> {
  const [row] = await db
    .update(enquiries)
    .set({
      ...change,
      calendarSequence: sql`${enquiries.calendarSequence} + 1`,
      status: sql`case when ${enquiries.status} = 'new' then 'contacted' else ${enquiries.status} end`,
      updatedAt: at,
    })
    .where(
      and(
        eq(enquiries.id, id),
        eq(enquiries.type, 'test-drive'),
        or(
          ne(enquiries.driveStatus, change.driveStatus),
          ne(enquiries.preferredDate, change.preferredDate),
          ne(enquiries.preferredTime, change.preferredTime),
        ),
      ),
    )
    .returning(enquiryColumns);
  return row;
}

/**
 * Guest enquiries (and test drives) sent from `email` join the account `userId` (issue 30). Only for an account
 * that has proven that address (ADR 048): the caller asks. Answers how many joined.
 */
export async function updateClaimGuestEnquiries(db: Db, userId: string, email: string): Promise<number> {
  const rows = await db
    .update(enquiries)
    .set({ userId })
    .where(and(isNull(enquiries.userId), eq(enquiries.email, email)))
    .returning({ id: enquiries.id });
  return rows.length;
}

// ---- Today (issue 30): bounded lists, each with how many there are in all ----

/** Test drives asked for on a day from `from` to `to` (the shop's days) and not confirmed yet. */
const driveToConfirm = (from: string, to: string): SQL =>
  and(
    eq(enquiries.type, 'test-drive'),
    eq(enquiries.driveStatus, 'requested'),
    between(enquiries.preferredDate, from, to),
  )!; // and() of conditions that are all present is never undefined

/** Test drives to confirm from `from` to `to`, soonest first. */
export async function selectDrivesToConfirm(db: Db, from: string, to: string, limit: number) {
  return counted(
    await db
      .select({ ...enquiryColumns, total: totalOver })
      .from(enquiries)
      .where(driveToConfirm(from, to))
      .orderBy(asc(enquiries.preferredDate), asc(enquiries.preferredTime), asc(enquiries.createdAt))
      .limit(limit),
  );
}

/** New enquiries but the test drives to confirm from `from` to `to`, longest waiting first. */
export async function selectWaitingEnquiries(db: Db, from: string, to: string, limit: number) {
  return counted(
    await db
      .select({ ...enquiryColumns, total: totalOver })
      .from(enquiries)
      .where(and(eq(enquiries.status, 'new'), not(driveToConfirm(from, to))))
      .orderBy(asc(enquiries.createdAt), asc(enquiries.id))
      .limit(limit),
  );
}
