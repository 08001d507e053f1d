import type { Enquiry } from '@carshop/contract/enquiry';
import { PAGE_PATHS, productPage } from '@carshop/contract/page-paths';
import { composeMail, greetingFor, type Mail, type MailSettings } from '../mail/service.ts';
import { testDriveInvitation } from './calendar.ts';

/**
 * Each enquiry's two messages (issue 22): the shop's copy, to SHOP_EMAIL with the sender as Reply-To, so the
 * dealer answers with Reply; and the sender's acknowledgement. The acknowledgement repeats none of the sender's
 * own words (the message, and unless the address is the signed-in sender's proven one, the name and the phone):
 * anyone can type anyone's address into the form, and the shop must not become a way to mail a stranger a text
 * of one's choosing (ADR 048).
 */

const longDate = (() => {
  let format: Intl.DateTimeFormat | undefined;
  return (date: string) => {
    format ??= new Intl.DateTimeFormat('en-US', {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    return format.format(new Date(`${date}T00:00:00Z`));
  };
})();

/** "Saturday, December 5, 2026 at 10:30" for a test drive; null for the other kinds. */
const slotOf = (enquiry: Enquiry) =>
  enquiry.preferredDate && enquiry.preferredTime
    ? `${longDate(enquiry.preferredDate)} at ${enquiry.preferredTime}`
    : null;

const carPage = (settings: MailSettings, enquiry: Enquiry) =>
  enquiry.car?._id ? `${settings.origin}${productPage(enquiry.car._id)}` : null;

function shopSubject(enquiry: Enquiry): string {
  if (enquiry.type === 'test-drive') return `Test drive request: ${enquiry.car?.title}, ${slotOf(enquiry)}`;
  if (enquiry.type === 'question') return `Question about the ${enquiry.car?.title}`;
  return `Message from ${enquiry.name} (Contact Us)`;
}

export function shopEnquiryMail(settings: MailSettings, enquiry: Enquiry): Mail {
  const slot = slotOf(enquiry);
  const page = carPage(settings, enquiry);
  const intro =
    enquiry.type === 'test-drive'
      ? `${enquiry.name} would like to test drive the ${enquiry.car?.title} on ${slot}. Call to confirm the time.`
      : enquiry.type === 'question'
        ? `${enquiry.name} asked about the ${enquiry.car?.title}:`
        : `${enquiry.name} wrote through Contact Us:`;
  const details: [string, string][] = [
    ['Name', enquiry.name],
    ['Email', enquiry.email],
    ['Phone', enquiry.phone ?? 'not given'],
    ...(enquiry.car ? [['Car', enquiry.car.title] as [string, string]] : []),
    ...(page ? [['Car page', page] as [string, string]] : []),
    ...(slot ? [['Preferred time', slot] as [string, string]] : []),
  ];
  return {
    ...composeMail(settings.shopName, {
      to: settings.shopEmail,
      subject: shopSubject(enquiry),
      greeting: 'Hello,',
      paragraphs: [intro, ...enquiry.message.split(/\n+/).map((line) => `> ${line}`)],
      details,
      after: ['Reply to this message to answer them by email.'],
      action: { label: 'Open the enquiries', url: `${settings.origin}${PAGE_PATHS.dashboardEnquiries}` },
    }),
    replyTo: enquiry.email,
  };
}

/** `proven`: the address is the signed-in sender's own, proven email (ADR 048). */
export function enquiryReceivedMail(settings: MailSettings, enquiry: Enquiry, proven: boolean): Mail {
  const slot = slotOf(enquiry);
  const page = carPage(settings, enquiry);
  const { subject, paragraph } =
    enquiry.type === 'test-drive'
      ? {
          subject: `Your test drive of the ${enquiry.car?.title}`,
          paragraph:
            `Thank you for booking a test drive of the ${enquiry.car?.title} on ${slot}. We will call you on ` +
            `${proven ? enquiry.phone : 'the number you gave us'} to confirm the time.`,
        }
      : enquiry.type === 'question'
        ? {
            subject: `Your question about the ${enquiry.car?.title}`,
            paragraph: `Thank you for asking about the ${enquiry.car?.title}. We will answer you by email, usually within a working day.`,
          }
        : {
            subject: 'We received your message',
            paragraph: 'Thank you for writing to us. We will get back to you soon.',
          };
  return composeMail(settings.shopName, {
    to: enquiry.email,
    subject,
    greeting: greetingFor(enquiry.name, proven),
    paragraphs: [paragraph],
    ...(page ? { action: { label: 'View the car', url: page } } : {}),
    after: ['If you did not write to us, you can ignore this message.'],
  });
}

/** "Your question about the Volvo XC40" (what the acknowledgement was called), for the reply's subject. */
function subjectOf(enquiry: Enquiry): string {
  if (enquiry.type === 'test-drive') return `Your test drive of the ${enquiry.car?.title}`;
  if (enquiry.type === 'question') return `Your question about the ${enquiry.car?.title}`;
  if (enquiry.type === 'trade-in') return 'Your trade-in request';
  return 'Your message to us';
}

/**
 * The shop's reply to the buyer (issue 30): the staff member's words, from the shop, with `Reply-To` the shop's
 * inbox (SHOP_EMAIL), so the buyer's answer reaches the people who read enquiries. The buyer's own words (their
 * message, name, phone) are not repeated unless the address is the signed-in sender's proven one (ADR 048); the
 * reply's words are the shop's.
 */
export function enquiryReplyMail(
  settings: MailSettings,
  enquiry: Enquiry,
  reply: { text: string; author: string },
  proven: boolean,
): Mail {
  const page = carPage(settings, enquiry);
  return {
    ...composeMail(settings.shopName, {
      to: enquiry.email,
      subject: `Re: ${subjectOf(enquiry)}`,
      greeting: greetingFor(enquiry.name, proven),
      paragraphs: reply.text.split(/\n+/),
      details: [['From', `${reply.author}, ${settings.shopName}`]],
      ...(page ? { action: { label: 'View the car', url: page } } : {}),
      after: [
        'Reply to this message to answer us.',
        ...(proven ? [`Your enquiries and our replies: ${settings.origin}${PAGE_PATHS.myEnquiries}`] : []),
      ],
    }),
    replyTo: settings.shopEmail,
  };
}

export type DriveChange = 'confirmed' | 'moved' | 'canceled';

/**
 * The buyer's mail when staff confirm, move or cancel a test drive (issue 30), with the calendar invitation for
 * the time (a cancelation for a canceled one). From the shop, Reply-To SHOP_EMAIL; the buyer's typed name only
 * to their proven address (ADR 048), in the greeting and the invitation alike.
 */
export function testDriveMail(
  settings: MailSettings,
  enquiry: Enquiry,
  change: DriveChange,
  { sequence, proven }: { sequence: number; proven: boolean },
): Mail {
  const car = enquiry.car?.title ?? 'car';
  const slot = slotOf(enquiry) ?? '';
  const { subject, paragraph } = {
    confirmed: {
      subject: `Test drive confirmed: ${car}, ${slot}`,
      paragraph: `Your test drive of the ${car} is confirmed for ${slot}. The invitation attached adds it to your calendar.`,
    },
    moved: {
      subject: `Test drive moved: ${car}, ${slot}`,
      paragraph: `We have moved your test drive of the ${car} to ${slot}. The invitation attached updates your calendar.`,
    },
    canceled: {
      subject: `Test drive canceled: ${car}`,
      paragraph: `Your test drive of the ${car} on ${slot} is canceled. Reply to this message, or book another time on the car's page.`,
    },
  }[change];
  const page = carPage(settings, enquiry);
  return {
    ...composeMail(settings.shopName, {
      to: enquiry.email,
      subject,
      greeting: greetingFor(enquiry.name, proven),
      paragraphs: [paragraph],
      ...(page ? { action: { label: 'View the car', url: page } } : {}),
      after: ['Reply to this message to reach us.'],
    }),
    replyTo: settings.shopEmail,
    attachments: [
      testDriveInvitation(settings, {
        enquiryId: enquiry._id,
        carTitle: car,
        date: enquiry.preferredDate ?? '',
        time: enquiry.preferredTime ?? '',
        sequence,
        canceled: change === 'canceled',
        buyer: { email: enquiry.email, name: proven ? enquiry.name : enquiry.email },
      }),
    ],
  };
}
