import type { Enquiry } from '@carshop/contract/enquiry';
import type { Db } from '../../db/client.ts';
import { selectDrivesToConfirm, selectWaitingEnquiries } from './repository.ts';
import { toEnquiries } from './trade-in-reads.ts';

/** The leads on the staff's Today (issue 30): at most `limit` of each list, and how many there are. */

const LISTS = {
  /** Test drives asked for on those days and not confirmed yet: soonest first. */
  testDrives: selectDrivesToConfirm,
  /** New enquiries nobody has answered, but the test drives above: longest waiting first. */
  waiting: selectWaitingEnquiries,
};

/** One list of leads for the shop's days from `today` through `through` (the next day it opens). */
export async function leadsOnToday(
  db: Db,
  list: keyof typeof LISTS,
  { today, through }: { today: string; through: string },
  limit: number,
): Promise<{ total: number; items: Enquiry[] }> {
  const { total, rows } = await LISTS[list](db, today, through, limit);
  return { total, items: await toEnquiries(db, rows) };
}
