import { TEST_DRIVE_SLOT_MINUTES } from '@carshop/contract/opening-hours';
import { createEvent } from 'ics';
import type { MailAttachment } from '../../db/schema/mail-outbox.ts';
import type { MailSettings } from '../mail/service.ts';

/**
 * A test drive's calendar invitation (issue 30), built by the `ics` package: METHOD:REQUEST for a confirmed (or
 * moved) time, METHOD:CANCEL when canceled. The UID is the test drive's own, so a calendar updates one event in
 * place; SEQUENCE is the count of changes mailed, so the newest one wins whatever order mails arrive in.
 */
export type Invitation = {
  enquiryId: string;
  carTitle: string;
  /** The shop's day (`YYYY-MM-DD`) and start time (`HH:MM`): the server's time zone is the shop's (ADR 037). */
  date: string;
  time: string;
  sequence: number;
  canceled: boolean;
  buyer: { email: string; name: string };
};

/** The start of a slot in the shop's time, as an instant. */
export const slotStart = (date: string, time: string) => new Date(`${date}T${time}:00`);

export function testDriveInvitation(settings: MailSettings, invitation: Invitation): MailAttachment {
  const method = invitation.canceled ? 'CANCEL' : 'REQUEST';
  const { error, value } = createEvent({
    productId: `-//${settings.shopName}//Test drives//EN`,
    method,
    uid: `test-drive-${invitation.enquiryId}@${new URL(settings.origin).hostname}`,
    sequence: invitation.sequence,
    start: slotStart(invitation.date, invitation.time).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: TEST_DRIVE_SLOT_MINUTES },
    title: `Test drive: ${invitation.carTitle}`,
    description: `Your test drive of the ${invitation.carTitle} at ${settings.shopName}.`,
    location: settings.shopName,
    status: invitation.canceled ? 'CANCELLED' : 'CONFIRMED',
    organizer: { name: settings.shopName, email: settings.shopEmail },
    attendees: [
      { name: invitation.buyer.name, email: invitation.buyer.email, rsvp: false, role: 'REQ-PARTICIPANT' },
    ],
  });
  if (error || !value) throw error ?? new Error('the calendar invitation could not be built');
  return {
    filename: 'test-drive.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    base64: Buffer.from(value, 'utf8').toString('base64'),
  };
}
