import type { Enquiry } from '@carshop/contract/enquiry';
import type { Db } from '../../db/client.ts';
import { toEnquiry } from './mapper.ts';
import { selectDrivesToConfirm, selectWaitingEnquiries } from './repository.ts';

/** The leads on the staff's Today (issue 30): at most `limit` of each, and how many there are. */

type EnquiryList = { total: number; items: Enquiry[] };

/** The shop's days whose test drives are on Today: from `today` through `through` (the next open day). */
type Days = { today: string; through: string };

/** Test drives asked for on those days and not confirmed yet: soonest first. */
export async function testDrivesToConfirm(
  db: Db,
  { today, through }: Days,
  limit: number,
): Promise<EnquiryList> {
  const { total, rows } = await selectDrivesToConfirm(db, today, through, limit);
  return { total, items: rows.map(toEnquiry) };
}

/** New enquiries nobody has answered, but the test drives above: longest waiting first. */
export async function enquiriesWaiting(
  db: Db,
  { today, through }: Days,
  limit: number,
): Promise<EnquiryList> {
  const { total, rows } = await selectWaitingEnquiries(db, today, through, limit);
  return { total, items: rows.map(toEnquiry) };
}
