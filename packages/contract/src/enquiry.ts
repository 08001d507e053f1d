import { z } from 'zod';
import { pageQuerySchema, queryValue } from './api.ts';
import {
  ENQUIRY_ENTRY_KINDS,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  TEST_DRIVE_STATUSES,
  TRADE_IN_CONDITIONS,
} from './constants.ts';
import { type OpeningHours, TEST_DRIVE_MESSAGES, testDriveProblem } from './opening-hours.ts';
import { text } from './text.ts';

export {
  ENQUIRY_ENTRY_KINDS,
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquiryEntryKind,
  type EnquiryStatus,
  type EnquiryType,
  TEST_DRIVE_STATUSES,
  type TestDriveStatus,
} from './constants.ts';

/** Enquiries (issue 22): a question about a car, a test drive of one, or a message from Contact Us. */

export const MAX_ENQUIRY_MESSAGE = 2000;
/** The longest reply or note staff write on an enquiry's thread. */
export const MAX_ENQUIRY_ENTRY = 5000;
/** GET /enquiries without `limit`. */
export const ENQUIRY_PAGE_SIZE = 20;

export const ENQUIRY_MESSAGES = {
  sent: {
    question: 'Thank you! Your question is on its way. We answer by email, usually within a working day.',
    'test-drive': 'Thank you! We will call you to confirm your test drive.',
    general: 'Thank you for your message! We will get back to you soon.',
    'trade-in': 'Thank you! We will value your car and email you an offer, usually within a working day.',
  },
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailInvalid: 'Invalid email',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number',
  messageRequired: 'Message is required',
  messageTooLong: `Message must be at most ${MAX_ENQUIRY_MESSAGE} characters`,
  carRequired: 'Car is required',
  badType: 'Type must be question, test-drive or general',
  badListType: 'Type must be question, test-drive, general or trade-in',
  badStatus: 'Status must be new, contacted or closed',
  notFound: 'Enquiry not found',
  tooMany: 'Too many messages from this address. Please try again later or call us.',
  replyRequired: 'Reply is required',
  replyTooLong: `Reply must be at most ${MAX_ENQUIRY_ENTRY} characters`,
  noteRequired: 'Note is required',
  noteTooLong: `Note must be at most ${MAX_ENQUIRY_ENTRY} characters`,
  replySent: 'Reply sent to the buyer by email',
  noteAdded: 'Note added (only staff see it)',
  notTestDrive: 'This enquiry is not a test drive',
  slotTaken: 'Another test drive of this car is confirmed at that time. Choose another time.',
  carGone: 'This car is no longer in the shop',
  badDriveStatus: 'Status must be confirmed or canceled',
  driveSaved: {
    confirmed: 'Test drive confirmed; the buyer is mailed an invitation',
    moved: 'Test drive moved; the buyer is mailed the new time',
    canceled: 'Test drive canceled; the buyer is mailed',
    unchanged: 'Nothing changed',
  },
  freeSlots: 'Free test-drive times',
} as const;

export const enquiryTypeSchema = z.enum(ENQUIRY_TYPES, { error: ENQUIRY_MESSAGES.badListType });
export const enquiryStatusSchema = z.enum(ENQUIRY_STATUSES, { error: ENQUIRY_MESSAGES.badStatus });

// ---- Requests ----

const nameField = text({ max: 120, required: ENQUIRY_MESSAGES.nameRequired });
const emailField = text({ max: 254, required: ENQUIRY_MESSAGES.emailInvalid })
  .pipe(z.email(ENQUIRY_MESSAGES.emailInvalid))
  .transform((email) => email.toLowerCase());
/** Digits, spaces, brackets and dashes, 7 or more, a leading + allowed; one message whatever is wrong. */
const phoneField = text({
  max: 20,
  required: ENQUIRY_MESSAGES.phoneRequired,
  tooLong: 'Phone number is too long',
}).pipe(z.string().regex(/^[+\d][\d\s()-]{6,}$/, ENQUIRY_MESSAGES.phoneInvalid));
/** Blank is "not given": a question or a message needs no phone number. */
const optionalPhoneField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  phoneField.optional(),
);
const messageField = text({
  max: MAX_ENQUIRY_MESSAGE,
  required: ENQUIRY_MESSAGES.messageRequired,
  multiline: true,
  tooLong: ENQUIRY_MESSAGES.messageTooLong,
});
/** Ids compare lower-cased (api.ts); an id that names no car is a 404, not a 400. */
const carIdField = z.preprocess(
  (value) => (typeof value === 'string' ? value.toLowerCase() : value),
  text({ max: 100, required: ENQUIRY_MESSAGES.carRequired }),
);
/** The form's shape only; whether the shop is open then, and the day is in range, is `testDriveProblem`. */
const dateField = text({ max: 10, required: TEST_DRIVE_MESSAGES.dateRequired }).regex(
  /^\d{4}-\d{2}-\d{2}$/,
  TEST_DRIVE_MESSAGES.dateRequired,
);
const timeField = text({ max: 5, required: TEST_DRIVE_MESSAGES.timeRequired }).regex(
  /^\d{2}:\d{2}$/,
  TEST_DRIVE_MESSAGES.timeRequired,
);

/** "Ask about this car": the car page's question form. */
export const questionFormSchema = z.object({
  name: nameField,
  email: emailField,
  phone: optionalPhoneField,
  message: messageField,
});
export type QuestionForm = z.input<typeof questionFormSchema>;

/** "Book a test drive": the same, with a phone number to confirm on, and a day and a time. */
export const testDriveFormSchema = questionFormSchema.extend({
  phone: phoneField,
  preferredDate: dateField,
  preferredTime: timeField,
});
export type TestDriveForm = z.input<typeof testDriveFormSchema>;

/** Contact Us (spec §2): First Name, Last Name, Email, Message; sent as a general enquiry. */
export const contactFormSchema = z.object({
  firstName: text({ max: 50, required: ENQUIRY_MESSAGES.firstNameRequired }),
  lastName: text({ max: 50, required: ENQUIRY_MESSAGES.lastNameRequired }),
  email: emailField,
  message: messageField,
});
export type ContactForm = z.input<typeof contactFormSchema>;

/**
 * Body of POST /enquiries, told apart by `type`: `question` and `test-drive` name a car (`carId`); `general`
 * (Contact Us) does not. Unknown keys are dropped.
 */
export const enquiryCreateSchema = z.discriminatedUnion(
  'type',
  [
    questionFormSchema.extend({ type: z.literal('question'), carId: carIdField }),
    testDriveFormSchema.extend({ type: z.literal('test-drive'), carId: carIdField }),
    questionFormSchema.extend({ type: z.literal('general') }),
  ],
  { error: ENQUIRY_MESSAGES.badType },
);
export type EnquiryCreate = z.output<typeof enquiryCreateSchema>;
export type EnquiryCreateInput = z.input<typeof enquiryCreateSchema>;

/**
 * The rule the schemas above cannot know: a test drive's day is from tomorrow up to 60 days ahead, on a day the
 * shop opens, at one of that day's slots (`testDriveProblem`). `today` is the shop's date (`YYYY-MM-DD`), asked
 * at each check. For `.superRefine` on `enquiryCreateSchema` (the server) or `testDriveFormSchema` (the form).
 */
export function checkTestDrive(week: OpeningHours, today: () => string) {
  return (
    value: { type?: string; preferredDate?: string; preferredTime?: string },
    context: z.RefinementCtx,
  ) => {
    if (value.type !== undefined && value.type !== 'test-drive') return;
    const problem = testDriveProblem(week, today(), {
      date: value.preferredDate ?? '',
      time: value.preferredTime ?? '',
    });
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  };
}

/** Body of PATCH /enquiries/{id} (admin). */
export const enquiryUpdateSchema = z.object({ status: enquiryStatusSchema });
export type EnquiryUpdate = z.infer<typeof enquiryUpdateSchema>;

/** Body of POST /enquiries/{id}/replies (mailed to the buyer) and POST /enquiries/{id}/notes (staff only). */
export const enquiryReplySchema = z.object({
  text: text({
    max: MAX_ENQUIRY_ENTRY,
    required: ENQUIRY_MESSAGES.replyRequired,
    multiline: true,
    tooLong: ENQUIRY_MESSAGES.replyTooLong,
  }),
});
export const enquiryNoteSchema = z.object({
  text: text({
    max: MAX_ENQUIRY_ENTRY,
    required: ENQUIRY_MESSAGES.noteRequired,
    multiline: true,
    tooLong: ENQUIRY_MESSAGES.noteTooLong,
  }),
});
export type EnquiryEntryCreate = z.input<typeof enquiryReplySchema>;

/**
 * Body of PUT /enquiries/{id}/test-drive (staff): `confirmed` at the time asked for, or at `preferredDate` and
 * `preferredTime` when given (a move: a slot of the opening hours, as a booking); or `canceled`.
 */
export const testDriveUpdateSchema = z
  .object({
    status: z.enum(['confirmed', 'canceled'], { error: ENQUIRY_MESSAGES.badDriveStatus }),
    preferredDate: dateField.optional(),
    preferredTime: timeField.optional(),
  })
  .refine((value) => (value.preferredDate === undefined) === (value.preferredTime === undefined), {
    path: ['preferredTime'],
    message: TEST_DRIVE_MESSAGES.timeRequired,
  });
export type TestDriveUpdate = z.infer<typeof testDriveUpdateSchema>;

/** Query of GET /enquiries/free-slots: a car and a day. */
export const freeSlotsQuerySchema = z.object({ carId: carIdField, date: dateField });
export type FreeSlotsQuery = z.infer<typeof freeSlotsQuerySchema>;

/**
 * Query of GET /enquiries: `page` and `limit` (without them page 1 of ENQUIRY_PAGE_SIZE), `status`, `type`, and
 * `search`: a phone number in any formatting (its digits), or words of the sender's name or email, the car's name or
 * its VIN (ADR 061).
 */
export const enquiryListQuerySchema = pageQuerySchema.extend({
  status: queryValue(enquiryStatusSchema),
  type: queryValue(enquiryTypeSchema),
  search: queryValue(text({ max: 100 })),
});
export type EnquiryListQuery = z.infer<typeof enquiryListQuerySchema>;

// ---- Answers ----

/** What a trade-in lead holds beyond an enquiry; `photos` are the stored pictures' URLs (largest width). */
export const tradeInSchema = z.object({
  vin: z.string().nullable(),
  registration: z.string().nullable(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  mileage: z.number().int(),
  condition: z.enum(TRADE_IN_CONDITIONS),
  photos: z.array(z.string()),
  /** Staff's offer, null until made. `validUntil` is the last day (`YYYY-MM-DD`, the shop's date) it holds. */
  offer: z
    .object({
      amount: z.number(),
      validUntil: z.string(),
      offeredAt: z.string(),
      acceptedAt: z.string().nullable(),
      /** The order the accepted offer goes with (its id and number), if any. */
      order: z.object({ _id: z.string(), number: z.number().int() }).nullable(),
    })
    .nullable(),
});
export type TradeIn = z.infer<typeof tradeInSchema>;

/**
 * An enquiry. `car` names the car as it was when the enquiry was sent (`_id` null once it is deleted); null for
 * a general one. `preferredDate` (`YYYY-MM-DD`) and `preferredTime` (`HH:MM`, the shop's time) are a test
 * drive's. `user` is the signed-in customer who sent it, if any.
 */
export const enquirySchema = z.object({
  _id: z.string(),
  type: enquiryTypeSchema,
  status: enquiryStatusSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  car: z.object({ _id: z.string().nullable(), title: z.string() }).nullable(),
  preferredDate: z.string().nullable(),
  preferredTime: z.string().nullable(),
  /** A test drive's state; null for the other kinds. */
  driveStatus: z.enum(TEST_DRIVE_STATUSES).nullable(),
  user: z.string().nullable(),
  /** A trade-in's car and the shop's offer (issue 32); null for the other kinds. */
  tradeIn: tradeInSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

/** One entry of an enquiry's thread: the shop's reply to the buyer, or a note only staff see. */
export const enquiryEntrySchema = z.object({
  _id: z.string(),
  kind: z.enum(ENQUIRY_ENTRY_KINDS),
  /** Who wrote it, as their name was then. */
  author: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type EnquiryEntry = z.infer<typeof enquiryEntrySchema>;

/**
 * GET /enquiries/{id}: the enquiry with its thread, oldest first. Staff see replies and notes; the buyer sees
 * the replies only (a note is never in any answer to them).
 */
export const enquiryThreadSchema = enquirySchema.extend({ entries: z.array(enquiryEntrySchema) });
export type EnquiryThread = z.infer<typeof enquiryThreadSchema>;

/** GET /enquiries/free-slots: the day's test-drive times of the car that no confirmed test drive takes. */
export const freeSlotsSchema = z.object({ date: z.string(), slots: z.array(z.string()) });
export type FreeSlots = z.infer<typeof freeSlotsSchema>;

/** GET /enquiries/opening-hours: what the test-drive form offers. */
export const openingHoursAnswerSchema = z.object({
  /** Sunday first; null: closed. */
  days: z.array(z.object({ open: z.string(), close: z.string() }).nullable()).length(7),
  /** `Mon–Fri 09:00–18:00, Sat 10:00–16:00`. */
  summary: z.string(),
  slotMinutes: z.number().int(),
  /** The first and last day a test drive can be booked on now (`YYYY-MM-DD`). */
  firstDate: z.string(),
  lastDate: z.string(),
});
export type OpeningHoursAnswer = z.infer<typeof openingHoursAnswerSchema>;
