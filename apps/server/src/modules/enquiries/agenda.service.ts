import type { Enquiry } from '@carshop/contract/enquiry';
import { addDays } from '@carshop/contract/opening-hours';
import type { Db } from '../../db/client.ts';
import { toEnquiry } from './mapper.ts';
import { selectDrivesToConfirm, selectWaitingEnquiries } from './repository.ts';

/** The leads on the staff's Today (issue 30): at most `limit` of each, and how many there are. */

type EnquiryList = { total: number; items: Enquiry[] };

/** Test drives asked for on the shop's `today` or the day after and not confirmed yet: soonest first. */
export async function testDrivesToConfirm(db: Db, today: string, limit: number): Promise<EnquiryList> {
  const { total, rows } = await selectDrivesToConfirm(db, today, addDays(today, 1), limit);
  return { total, items: rows.map(toEnquiry) };
}

/** New enquiries nobody has answered, but the test drives above: longest waiting first. */
export async function enquiriesWaiting(db: Db, today: string, limit: number): Promise<EnquiryList> {
  const { total, rows } = await selectWaitingEnquiries(db, today, addDays(today, 1), limit);
  return { total, items: rows.map(toEnquiry) };
}
