import { envelope, idParamSchema, pagedEnvelope } from '@carshop/contract/api';
import {
  checkTestDrive,
  ENQUIRY_MESSAGES,
  enquiryCreateSchema,
  enquiryListQuerySchema,
  enquiryNoteSchema,
  enquiryReplySchema,
  enquirySchema,
  enquiryThreadSchema,
  enquiryUpdateSchema,
  freeSlotsQuerySchema,
  freeSlotsSchema,
  openingHoursAnswerSchema,
  testDriveUpdateSchema,
} from '@carshop/contract/enquiry';
import { TEST_DRIVE_MAX_DAYS_AHEAD } from '@carshop/contract/opening-hours';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, okPage } from '../../lib/envelope.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { shopToday } from '../../lib/shop-today.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendContextOf } from './send-context.ts';
import {
  addEnquiryNote,
  changeEnquiryStatus,
  getEnquiry,
  listEnquiries,
  openingHoursNow,
  replyToEnquiry,
  sendEnquiry,
} from './service.ts';
import { freeSlots, scheduleTestDrive } from './test-drives.service.ts';

const route = routesOf(['enquiries'], { private: true }); // people's names, addresses and messages: never kept by a cache

/** Enquiries under /api (issue 22): anyone sends one; admins read and answer them; customers see their own. */
const enquiryRoutes: FastifyPluginAsyncZod = async (app) => {
  const { openingHours } = app.config.enquiries;

  app.post(
    '/enquiries',
    route('sendEnquiry', {
      // The token is optional: a visitor sends one too; a signed-in customer's is theirs to see later.
      summary: 'Ask about a car, book a test drive, or write to the shop (anyone)',
      description:
        '`type` is `question` or `test-drive` (both with `carId`; 404 for a car that does not exist) or `general` ' +
        '(Contact Us). A test drive needs `phone`, `preferredDate` (`YYYY-MM-DD`, from tomorrow up to ' +
        `${TEST_DRIVE_MAX_DAYS_AHEAD} days ahead) and \`preferredTime\` (\`HH:MM\`, a slot of ` +
        'GET /enquiries/opening-hours). The shop (SHOP_EMAIL) and the sender are mailed. Counted per client address ' +
        "and per email (ENQUIRIES_PER_HOUR): 429 beyond. With an access token, the enquiry is that user's.",
      body: enquiryCreateSchema.superRefine(checkTestDrive(openingHours, () => shopToday())),
      response: { 201: envelope(enquirySchema), ...errorResponses(400, 401, 403, 404, 413, 429, 503) },
    }),
    async (request, reply) => {
      const enquiry = await sendEnquiry(app.db, request.body, sendContextOf(app, request));
      return reply.status(201).send(ok(ENQUIRY_MESSAGES.sent[enquiry.type], enquiry));
    },
  );

  app.get(
    '/enquiries/opening-hours',
    route('readOpeningHours', {
      summary: "The shop's opening hours and the days a test drive can be booked on now (anyone)",
      response: { 200: envelope(openingHoursAnswerSchema), ...errorResponses() },
    }),
    async () => ok('Opening hours', openingHoursNow(openingHours)),
  );

  app.get(
    '/enquiries/free-slots',
    route('readOpeningHours', {
      summary: "A car's free test-drive times on a day: the slots no confirmed test drive holds (anyone)",
      description:
        '`carId` and `date` (`YYYY-MM-DD`); 404 for a car that does not exist. A day the shop is closed, or ' +
        'outside the days that can be booked now (GET /enquiries/opening-hours), has no slots.',
      querystring: freeSlotsQuerySchema,
      response: { 200: envelope(freeSlotsSchema), ...errorResponses(400, 404) },
    }),
    async (request) => ok(ENQUIRY_MESSAGES.freeSlots, await freeSlots(app.db, openingHours, request.query)),
  );

  app.get(
    '/enquiries',
    route('listEnquiries', {
      summary: 'Enquiries, newest first: every one for an admin, your own for a customer',
      description:
        '`page` and `limit` (without them: page 1 of 20), `status` (new, contacted, closed), `type` (question, ' +
        'test-drive, general), `search` (a phone number in any formatting, or words of the name, email, the car or its VIN). `meta.total` with `status=new` is the ' +
        "admin overview's count. A customer's own: those sent while signed in, and once the account's email is " +
        'proven, those sent signed out from that address.',
      querystring: enquiryListQuerySchema,
      response: { 200: pagedEnvelope(enquirySchema), ...errorResponses(400, 401, 403) },
    }),
    async (request) =>
      okPage(
        'Enquiries retrieved successfully',
        await listEnquiries(app.db, currentUser(request), request.query),
      ),
  );

  app.get(
    '/enquiries/:id',
    route('readEnquiry', {
      summary: 'One enquiry with its thread, for staff or the customer who sent it (anyone else: 404)',
      description:
        "`entries`, oldest first: the shop's replies and, for staff only, internal notes (`kind`: reply, note).",
      params: idParamSchema,
      response: { 200: envelope(enquiryThreadSchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      ok('Enquiry retrieved successfully', await getEnquiry(app.db, currentUser(request), request.params.id)),
  );

  app.patch(
    '/enquiries/:id',
    route('answerEnquiry', {
      summary: "Change an enquiry's status: new, contacted or closed (admin)",
      params: idParamSchema,
      body: enquiryUpdateSchema,
      response: { 200: envelope(enquirySchema), ...errorResponses(400, 401, 403, 404) },
    }),
    async (request) =>
      ok(
        'Enquiry status updated',
        await changeEnquiryStatus(app.db, currentUser(request), request.params.id, request.body.status),
      ),
  );

  app.post(
    '/enquiries/:id/replies',
    route('replyToEnquiry', {
      summary:
        'Reply to the buyer: mailed from the shop with Reply-To SHOP_EMAIL; a new enquiry becomes contacted',
      params: idParamSchema,
      body: enquiryReplySchema,
      response: { 201: envelope(enquiryThreadSchema), ...errorResponses(400, 401, 403, 404, 413) },
    }),
    async (request, reply) => {
      const thread = await replyToEnquiry(
        app.db,
        currentUser(request),
        request.params.id,
        request.body.text,
        app.mailSettings,
      );
      return reply.status(201).send(ok(ENQUIRY_MESSAGES.replySent, thread));
    },
  );

  app.put(
    '/enquiries/:id/test-drive',
    route('scheduleTestDrive', {
      summary: 'Confirm, move or cancel a test drive; the buyer is mailed a calendar invitation (staff)',
      description:
        '`status` `confirmed` (at the time asked, or at `preferredDate` and `preferredTime` when given: a slot of ' +
        'the opening hours) or `canceled`. The buyer is mailed each change with an `.ics` invitation (REQUEST, ' +
        'or CANCEL), one UID per test drive and SEQUENCE bumped. 409: not a test drive, the car is gone, or ' +
        'another confirmed test drive of the car holds that time. The same request twice changes and mails once.',
      params: idParamSchema,
      body: testDriveUpdateSchema.superRefine((value, context) => {
        if (value.preferredDate !== undefined)
          checkTestDrive(openingHours, () => shopToday())(value, context);
      }),
      response: { 200: envelope(enquiryThreadSchema), ...errorResponses(400, 401, 403, 404, 409) },
    }),
    async (request) => {
      const { thread, change } = await scheduleTestDrive(
        app.db,
        currentUser(request),
        request.params.id,
        request.body,
        app.mailSettings,
      );
      return ok(ENQUIRY_MESSAGES.driveSaved[change], thread);
    },
  );

  app.post(
    '/enquiries/:id/notes',
    route('noteOnEnquiry', {
      summary: 'Add an internal note: staff see it in the thread, the buyer never does',
      params: idParamSchema,
      body: enquiryNoteSchema,
      response: { 201: envelope(enquiryThreadSchema), ...errorResponses(400, 401, 403, 404, 413) },
    }),
    async (request, reply) => {
      const thread = await addEnquiryNote(app.db, currentUser(request), request.params.id, request.body.text);
      return reply.status(201).send(ok(ENQUIRY_MESSAGES.noteAdded, thread));
    },
  );
};

export default enquiryRoutes;
