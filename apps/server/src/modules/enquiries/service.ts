import type { Car } from '@carshop/contract/car';
import {
  ENQUIRY_MESSAGES,
  ENQUIRY_PAGE_SIZE,
  type Enquiry,
  type EnquiryCreate,
  type EnquiryListQuery,
  type EnquiryStatus,
  type EnquiryThread,
  type OpeningHoursAnswer,
} from '@carshop/contract/enquiry';
import {
  describeOpeningHours,
  type OpeningHours,
  TEST_DRIVE_SLOT_MINUTES,
  testDriveDates,
} from '@carshop/contract/opening-hours';
import type { Db } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { conflict, HttpError, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { mailboxKey } from '../../lib/mailbox-key.ts';
import { loadPage, type Page } from '../../lib/paging.ts';
import { canReadEnquiry, canReadEnquiryNotes, canReadEveryEnquiry } from '../../lib/policies.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { searchTextOf } from '../../lib/staff-search.ts';
import { recordAudit } from '../audit/service.ts';
import type { AttemptStore } from '../auth/attempt-stores.service.ts';
import { getCar } from '../cars/catalogue.service.ts';
import { type Mail, type MailSettings, queueMail } from '../mail/service.ts';
import { queueWebhookEvent } from '../webhooks/service.ts';
import { adfLeadMail } from './adf.ts';
import {
  insertEnquiryEntryRow,
  selectEnquiryAddressProven,
  selectEnquiryEntryRows,
} from './entries.repository.ts';
import { enquiryReceivedMail, enquiryReplyMail, shopEnquiryMail } from './mails.ts';
import { toEnquiry, toEnquiryEntry } from './mapper.ts';
import {
  countEnquiryRows,
  type EnquiryFilter,
  insertEnquiryRow,
  selectConfirmedDriveTimes,
  selectEnquiryById,
  selectEnquiryRows,
  updateClaimGuestEnquiries,
  updateEnquiryStatusRow,
} from './repository.ts';
import { toEnquiries, toFullEnquiry } from './trade-in-reads.ts';

/** Enquiries (issue 22): questions about a car, test drives, Contact Us; the admin's list and statuses. */

const HOUR_MS = 3_600_000;

/** What the test-drive form offers: the week's hours and the days that can be booked now. */
export function openingHoursNow(week: OpeningHours, now = new Date()): OpeningHoursAnswer {
  const { first, last } = testDriveDates(shopToday(now));
  return {
    days: [...week],
    summary: describeOpeningHours(week),
    slotMinutes: TEST_DRIVE_SLOT_MINUTES,
    firstDate: first,
    lastDate: last,
  };
}

export type SendContext = {
  /** The signed-in customer (or admin) who sent it; null: a visitor. */
  sender: AuthUser | null;
  /** The client key (lib/client-address.ts). */
  ip: string;
  store: AttemptStore;
  /** ENQUIRIES_PER_HOUR: per client address, and per sender's email. */
  perHour: number;
  mail: MailSettings;
  /** LEADS_ADF_TO: the CRM's address for each lead about a car as ADF/XML; undefined: none. */
  adfTo?: string | undefined;
};

/**
 * Counts an enquiry per client address and per email given, whatever comes of it (an unknown car too, so
 * guessing cars is limited as well): each one mails the shop and the address typed in.
 */
export async function countEnquiry(store: AttemptStore, perHour: number, ip: string, email: string) {
  const now = Date.now();
  for (const key of [`enquiry-address:${ip}`, `enquiry-email:${mailboxKey(email)}`]) {
    const counter = await store.increment(key, HOUR_MS);
    if (counter.count > perHour) {
      const retryAfter = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
      throw new HttpError(429, ENQUIRY_MESSAGES.tooMany, { 'Retry-After': String(retryAfter) });
    }
  }
}

/** How the audit log names an enquiry: its sender, as they wrote their name and address. */
export const enquiryTarget = (row: { id: string; name: string; email: string }) => ({
  type: 'enquiry',
  id: row.id,
  label: `${row.name} <${row.email}>`,
});

/** A booking for a time the car's confirmed test drives already hold is refused at once (409). */
async function refuseTakenSlot(db: Db, carId: string, date: string, time: string): Promise<void> {
  if ((await selectConfirmedDriveTimes(db, carId, date)).includes(time))
    throw conflict(ENQUIRY_MESSAGES.slotTaken);
}

/**
 * Stores an enquiry and queues its two messages in the same transaction: the shop's copy (SHOP_EMAIL) and the
 * sender's acknowledgement. A question or a test drive names a car that exists (404 otherwise); the car's name
 * is kept with it.
 */
export async function sendEnquiry(db: Db, input: EnquiryCreate, context: SendContext): Promise<Enquiry> {
  await countEnquiry(context.store, context.perHour, context.ip, input.email);
  const car = input.type === 'general' ? null : await getCar(db, input.carId);
  if (car && input.type === 'test-drive')
    await refuseTakenSlot(db, car._id, input.preferredDate, input.preferredTime);
  const lead = leadRow(input, car, context);
  return db.transaction(async (tx) => {
    const row = await insertEnquiryRow(
      tx,
      {
        type: input.type,
        ...lead.row,
        preferredDate: input.type === 'test-drive' ? input.preferredDate : null,
        preferredTime: input.type === 'test-drive' ? input.preferredTime : null,
      },
      lead.searchText,
    );
    const enquiry = toEnquiry(row);
    await announceLead(tx, enquiry, car, context, { shop: shopEnquiryMail, received: enquiryReceivedMail });
    return enquiry;
  });
}

/** What a lead's sender wrote about themselves (an enquiry's, a trade-in's). */
type LeadSender = { name: string; email: string; phone?: string | undefined; message?: string | undefined };

/**
 * A new lead's sender and the car it is about, as its row keeps them (the car named as it is now), and the words
 * staff find it by (lib/staff-search.ts): the sender's, the car's, and `words`.
 */
export function leadRow(
  input: LeadSender,
  car: Car | null,
  context: SendContext,
  words: (string | null | undefined)[] = [],
) {
  const carTitle = car ? `${car.brand} ${car.model} (${car.year})` : null;
  return {
    row: {
      carId: car?._id ?? null,
      carTitle,
      userId: context.sender?.id ?? null,
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message ?? '',
    },
    searchText: searchTextOf({
      phone: input.phone,
      words: [input.name, input.email, carTitle, car?.vin, ...words],
    }),
  };
}

/** A kind of lead's two messages: the shop's copy, and the sender's acknowledgement (`proven`: ADR 048). */
type LeadMails = {
  shop: (settings: MailSettings, enquiry: Enquiry) => Mail;
  received: (settings: MailSettings, enquiry: Enquiry, proven: boolean) => Mail;
};

/**
 * A new lead's messages and event, in the transaction that stores it: the shop's copy, the sender's
 * acknowledgement, the CRM's ADF document (LEADS_ADF_TO) when it is about a car (the shop's, or the trade-in's
 * own), and the `enquiry.created` webhook event.
 */
export async function announceLead(
  tx: Db,
  enquiry: Enquiry,
  car: Car | null,
  context: SendContext,
  mails: LeadMails,
): Promise<void> {
  await queueMail(tx, mails.shop(context.mail, enquiry));
  // The sender's name and phone go back only to the signed-in sender's own proven address (ADR 048).
  const { sender } = context;
  const proven = sender?.emailVerified === true && sender.email === enquiry.email;
  await queueMail(tx, mails.received(context.mail, enquiry, proven));
  if (context.adfTo && (car || enquiry.tradeIn))
    await queueMail(tx, adfLeadMail(context.mail, context.adfTo, enquiry, car));
  await queueWebhookEvent(tx, 'enquiry.created', { enquiry });
}

/**
 * What a visitor sent (questions, test drives, messages) joins the account that proves the address it was sent
 * from (issue 30, ADR 057): when the account's owner next reads their enquiries, signed up later or signed in. An
 * account whose address is not proven claims nothing: typing someone's address into a sign-up must not show their
 * enquiries.
 */
async function claimGuestEnquiries(db: Db, viewer: AuthUser): Promise<void> {
  if (viewer.emailVerified) await updateClaimGuestEnquiries(db, viewer.id, viewer.email.toLowerCase());
}

/** Newest first, a page at a time: every enquiry for an admin, a customer's own for anyone else. */
export async function listEnquiries(
  db: Db,
  viewer: AuthUser,
  query: EnquiryListQuery,
): Promise<Page<Enquiry>> {
  await claimGuestEnquiries(db, viewer);
  const filter: EnquiryFilter = {
    ...(canReadEveryEnquiry(viewer) ? {} : { userId: viewer.id }),
    status: query.status,
    type: query.type,
    search: query.search,
  };
  const { items, meta } = await loadPage(
    { page: query.page ?? 1, limit: query.limit ?? ENQUIRY_PAGE_SIZE },
    (window) => selectEnquiryRows(db, filter, window),
    () => countEnquiryRows(db, filter),
  );
  return { items: await toEnquiries(db, items), meta };
}

/**
 * One enquiry with its thread, for staff or the customer who sent it; anyone else learns nothing of it (404).
 * Staff see the internal notes; the buyer only the replies.
 */
export async function getEnquiry(db: Db, viewer: AuthUser, id: string): Promise<EnquiryThread> {
  await claimGuestEnquiries(db, viewer);
  const row = isUuid(id) ? await selectEnquiryById(db, id.toLowerCase()) : undefined;
  if (!row || !canReadEnquiry(viewer, row)) throw notFound(ENQUIRY_MESSAGES.notFound);
  const entries = await selectEnquiryEntryRows(db, row.id, canReadEnquiryNotes(viewer) ? undefined : 'reply');
  return { ...(await toFullEnquiry(db, row)), entries: entries.map(toEnquiryEntry) };
}

/**
 * Staff reply to the buyer (issue 30): the reply joins the thread and is mailed to the enquiry's address from the
 * shop, Reply-To SHOP_EMAIL, in one transaction; a new enquiry becomes Contacted. Answers the thread as staff see it.
 */
export const replyToEnquiry = (db: Db, author: AuthUser, id: string, text: string, mail: MailSettings) =>
  addEnquiryEntry(db, author, id, text, { kind: 'reply', mail });

/** Staff note on an enquiry (issue 30): in the thread for staff, never shown or mailed to the buyer. */
export const addEnquiryNote = (db: Db, author: AuthUser, id: string, text: string) =>
  addEnquiryEntry(db, author, id, text, { kind: 'note' });

/** A reply (mailed, and a new enquiry becomes Contacted) or a note (staff only) joins the thread, audited. */
async function addEnquiryEntry(
  db: Db,
  author: AuthUser,
  id: string,
  text: string,
  entry: { kind: 'reply'; mail: MailSettings } | { kind: 'note' },
): Promise<EnquiryThread> {
  const row = isUuid(id) ? await selectEnquiryById(db, id.toLowerCase()) : undefined;
  if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
  const contacts = entry.kind === 'reply' && row.status === 'new';
  await db.transaction(async (tx) => {
    await insertEnquiryEntryRow(tx, {
      enquiryId: row.id,
      kind: entry.kind,
      authorId: author.id,
      authorName: author.name,
      body: text,
    });
    if (contacts) await updateEnquiryStatusRow(tx, row.id, 'contacted', new Date(), 'new');
    await recordAudit(tx, {
      actor: author,
      kind: `enquiry.${entry.kind}`,
      target: enquiryTarget(row),
      after: { text, ...(contacts ? { status: 'contacted' } : {}) },
    });
    if (entry.kind === 'reply') {
      const proven = await selectEnquiryAddressProven(tx, row.id);
      await queueMail(
        tx,
        enquiryReplyMail(entry.mail, await toFullEnquiry(tx, row), { text, author: author.name }, proven),
      );
    }
  });
  return getEnquiry(db, author, row.id);
}

/** Staff (admin, sales) mark an enquiry new, contacted or closed; the change is in the audit log (ADR 055). */
export async function changeEnquiryStatus(
  db: Db,
  actor: AuthUser,
  id: string,
  status: EnquiryStatus,
  now = new Date(),
): Promise<Enquiry> {
  if (!isUuid(id)) throw notFound(ENQUIRY_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const before = await selectEnquiryById(tx, id.toLowerCase(), { forUpdate: true });
    if (!before) throw notFound(ENQUIRY_MESSAGES.notFound);
    const row = await updateEnquiryStatusRow(tx, before.id, status, now);
    if (!row) throw notFound(ENQUIRY_MESSAGES.notFound);
    if (before.status !== status) {
      await recordAudit(tx, {
        actor,
        kind: 'enquiry.status',
        target: enquiryTarget(row),
        before: { status: before.status },
        after: { status },
      });
    }
    return toFullEnquiry(tx, row);
  });
}
