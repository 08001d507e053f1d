import type { Enquiry } from '@carshop/contract/enquiry';
import type { Db } from '../../db/client.ts';
import { toEnquiry } from './mapper.ts';
import type { EnquiryRow } from './repository.ts';
import { selectTradeInRows } from './trade-ins.repository.ts';

/** Enquiry rows on the wire, each trade-in with its car and offer (one query for the lot). */
export async function toEnquiries(db: Db, rows: EnquiryRow[]): Promise<Enquiry[]> {
  const tradeIns = await selectTradeInRows(
    db,
    rows.filter((row) => row.type === 'trade-in').map((row) => row.id),
  );
  const byId = new Map(tradeIns.map((tradeIn) => [tradeIn.enquiryId, tradeIn]));
  return rows.map((row) => toEnquiry(row, byId.get(row.id)));
}

/** One enquiry row on the wire, a trade-in with its car and offer. */
export const toFullEnquiry = async (db: Db, row: EnquiryRow): Promise<Enquiry> =>
  (await toEnquiries(db, [row]))[0]!;
