import {
  ENQUIRY_MESSAGES,
  type EnquiryThread,
  type FreeSlots,
  type FreeSlotsQuery,
  type TestDriveUpdate,
} from '@carshop/contract/enquiry';
import {
  type OpeningHours,
  testDriveDates,
  testDriveSlots,
  weekdayOf,
} from '@carshop/contract/opening-hours';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { isUniqueViolation } from '../../lib/database-errors.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { recordAudit } from '../audit/service.ts';
import { getCar } from '../cars/catalogue.service.ts';
import { type MailSettings, queueMail } from '../mail/service.ts';
import { selectEnquiryAddressProven } from './entries.repository.ts';
import { type DriveChange, testDriveMail } from './mails.ts';
import { toEnquiry } from './mapper.ts';
import { selectConfirmedDriveTimes, selectEnquiryById, updateTestDriveRow } from './repository.ts';
import { enquiryTarget, getEnquiry } from './service.ts';

/** Test drives worked to the end (issue 30): confirmed, moved or canceled by staff; the free times of a car. */

/**
 * The car's test-drive times on `date` that no confirmed test drive holds: what the booking form offers. A day
 * the shop is closed, or outside what can be booked now, has none.
 */
export async function freeSlots(db: Db, week: OpeningHours, query: FreeSlotsQuery): Promise<FreeSlots> {
  const car = await getCar(db, query.carId);
  const { first, last } = testDriveDates(shopToday());
  const day = weekdayOf(query.date);
  if (Number.isNaN(day) || query.date < first || query.date > last) return { date: query.date, slots: [] };
  const taken = new Set(await selectConfirmedDriveTimes(db, car._id, query.date));
  return { date: query.date, slots: testDriveSlots(week[day] ?? null).filter((slot) => !taken.has(slot)) };
}

/**
 * Staff confirm a test drive (at the time asked, or another: a move) or cancel it. The buyer is mailed each
 * change with the calendar invitation, in the transaction that makes it. A time another confirmed test drive of
 * the car holds is refused by the database (409), whoever confirms first; a request that changes nothing (the
 * same tap twice) mails nothing.
 */
export async function scheduleTestDrive(
  db: Db,
  actor: AuthUser,
  id: string,
  input: TestDriveUpdate,
  mail: MailSettings,
): Promise<{ thread: EnquiryThread; change: DriveChange | 'unchanged' }> {
  const row = isUuid(id) ? await selectEnquiryById(db, id.toLowerCase()) : undefined;
  if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
  if (row.type !== 'test-drive' || !row.preferredDate || !row.preferredTime)
    throw conflict(ENQUIRY_MESSAGES.notTestDrive);
  if (input.status === 'confirmed' && row.carId === null) throw conflict(ENQUIRY_MESSAGES.carGone);
  const date = input.preferredDate ?? row.preferredDate;
  const time = input.preferredTime ?? row.preferredTime;
  const moved = date !== row.preferredDate || time !== row.preferredTime;
  const change: DriveChange =
    input.status === 'canceled'
      ? 'canceled'
      : row.driveStatus === 'confirmed' && moved
        ? 'moved'
        : 'confirmed';

  let changed = false;
  try {
    await db.transaction(async (tx) => {
      const updated = await updateTestDriveRow(
        tx,
        row.id,
        { driveStatus: input.status, preferredDate: date, preferredTime: time },
        new Date(),
      );
      if (!updated) return;
      changed = true;
      await recordAudit(tx, {
        actor,
        kind: 'test-drive.scheduled',
        target: enquiryTarget(row),
        before: { driveStatus: row.driveStatus, date: row.preferredDate, time: row.preferredTime },
        after: { driveStatus: updated.driveStatus, date: updated.preferredDate, time: updated.preferredTime },
      });
      const proven = await selectEnquiryAddressProven(tx, row.id);
      await queueMail(
        tx,
        testDriveMail(mail, toEnquiry(updated), change, { sequence: updated.calendarSequence, proven }),
      );
    });
  } catch (error) {
    if (isUniqueViolation(error, 'enquiries_confirmed_drive_idx')) throw conflict(ENQUIRY_MESSAGES.slotTaken);
    throw error;
  }
  return { thread: await getEnquiry(db, actor, row.id), change: changed ? change : 'unchanged' };
}
