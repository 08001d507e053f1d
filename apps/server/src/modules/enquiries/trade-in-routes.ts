import { envelope, idParamSchema } from '@carshop/contract/api';
import { ENQUIRY_MESSAGES, enquirySchema, enquiryThreadSchema } from '@carshop/contract/enquiry';
import { MAX_UPLOAD_BYTES } from '@carshop/contract/images';
import {
  MAX_OFFER_DAYS,
  MAX_TRADE_IN_PHOTOS,
  TRADE_IN_MESSAGES,
  TRADE_IN_PHOTO_FIELD,
  tradeInAcceptSchema,
  tradeInCreateSchema,
  tradeInOfferSchema,
  tradeInOrderSchema,
} from '@carshop/contract/trade-in';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { HttpError } from '../../lib/http-error.ts';
import { multipartBodies } from '../../lib/multipart-files.ts';
import { errorResponses, routesOf } from '../../lib/route-docs.ts';
import { currentUser } from '../../plugins/auth.ts';
import { sendContextOf } from './send-context.ts';
import {
  acceptTradeInOffer,
  linkTradeInToOrder,
  makeTradeInOffer,
  sendTradeIn,
} from './trade-ins.service.ts';

const route = routesOf(['enquiries'], { private: true }); // people's names, addresses, cars and photos

/** The photos and the form's text fields at most: anything bigger is refused while it streams in. */
const bodies = multipartBodies(
  { fileSize: MAX_UPLOAD_BYTES, files: MAX_TRADE_IN_PHOTOS, fields: 20, fieldSize: 16 * 1024 },
  {
    notMultipart: TRADE_IN_MESSAGES.notMultipart,
    tooLarge: TRADE_IN_MESSAGES.photoTooLarge,
    tooManyFiles: TRADE_IN_MESSAGES.tooManyPhotos,
  },
);

/** The form's fields, checked as a JSON body would be (400 with each field's message), and its photos. */
async function readTradeIn(request: FastifyRequest) {
  const { fields, files } = await bodies.readForm(request);
  const parsed = tradeInCreateSchema.safeParse(fields);
  if (!parsed.success) {
    const errors = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path.map(String)].join('.'),
      message: issue.message,
    }));
    throw new HttpError(400, errors[0]?.message ?? 'Invalid input', undefined, errors);
  }
  const photos = files.filter((file) => file.field === TRADE_IN_PHOTO_FIELD && file.bytes.length > 0);
  return { input: parsed.data, photos: photos.map((file) => file.bytes) };
}

/**
 * What each step on one trade-in (the offer, its acceptance, its order) takes and answers: the enquiry's id, and its
 * thread as it stands after the step; 404 for an enquiry the caller may not act on, 409 for a step out of turn.
 */
const onATradeIn = {
  params: idParamSchema,
  response: { 200: envelope(enquiryThreadSchema), ...errorResponses(400, 401, 403, 404, 409) },
};

/** "What is my car worth" (issue 32): the buyer's trade-in lead, staff's offer, the buyer's acceptance. */
const tradeInRoutes = bodies.plugin(async (app) => {
  app.post(
    '/trade-ins',
    route('sendTradeIn', {
      summary: 'Ask what your car is worth as a trade-in, with up to 6 photos (anyone)',
      description:
        'multipart/form-data: `name`, `email`, `phone` (optional), `message` (optional), `vin` and/or ' +
        "`registration` (one at least; a VIN is checked against `year` as a car's is), `make`, `model`, `year`, " +
        '`mileage` (in SHOP_UNITS: km or miles), `condition` (excellent, good, fair, poor), `carId` (the car wanted, ' +
        'optional: 404 when ' +
        `it does not exist), and up to ${MAX_TRADE_IN_PHOTOS} files in the field \`photos\`, each checked and ` +
        're-encoded as a car picture is (POST /uploads: 415, 413). It becomes an enquiry of type `trade-in`; the ' +
        'shop (SHOP_EMAIL), the sender and, with LEADS_ADF_TO, the CRM are mailed. Counted as enquiries are ' +
        '(ENQUIRIES_PER_HOUR).',
      consumes: ['multipart/form-data'],
      response: { 201: envelope(enquirySchema), ...errorResponses(400, 401, 403, 404, 413, 415, 429, 503) },
    }),
    async (request, reply) => {
      const { input, photos } = await readTradeIn(request);
      const enquiry = await sendTradeIn(app.db, app.pictureStore, input, photos, sendContextOf(app, request));
      return reply.status(201).send(ok(ENQUIRY_MESSAGES.sent['trade-in'], enquiry));
    },
  );

  app.put(
    '/enquiries/:id/trade-in/offer',
    route('offerForTradeIn', {
      summary: 'Answer a trade-in with an offer: an amount valid until a day; the buyer is mailed (staff)',
      description:
        `\`amount\` (major units) and \`validUntil\` (\`YYYY-MM-DD\`, today up to ${MAX_OFFER_DAYS} days ahead). ` +
        'A new offer replaces one the buyer has not accepted; 409 once accepted, or for another kind of enquiry.',
      body: tradeInOfferSchema,
      ...onATradeIn,
    }),
    async (request) =>
      ok(
        TRADE_IN_MESSAGES.offerSent,
        await makeTradeInOffer(
          app.db,
          currentUser(request),
          request.params.id,
          request.body,
          app.mailSettings,
        ),
      ),
  );

  app.post(
    '/enquiries/:id/trade-in/accept',
    route('acceptTradeIn', {
      summary: "Accept the shop's offer for your trade-in, until its last day (its buyer)",
      description:
        '409 when there is no offer, it has expired or it was already accepted (of two at once, one is). ' +
        '`orderId` (optional): your pending order it goes with; without it, your newest pending order of the car ' +
        'you asked about, if any. Anyone but the buyer: 404.',
      body: tradeInAcceptSchema,
      ...onATradeIn,
    }),
    async (request) =>
      ok(
        TRADE_IN_MESSAGES.accepted,
        await acceptTradeInOffer(app.db, currentUser(request), request.params.id, request.body.orderId),
      ),
  );

  app.put(
    '/enquiries/:id/trade-in/order',
    route('acceptTradeIn', {
      summary: 'Put your accepted trade-in on your pending order, at checkout (its buyer)',
      description:
        '409 when it is not accepted, already on an order, or the order is not your pending one or has a trade-in.',
      body: tradeInOrderSchema,
      ...onATradeIn,
    }),
    async (request) =>
      ok(
        TRADE_IN_MESSAGES.linked,
        await linkTradeInToOrder(app.db, currentUser(request), request.params.id, request.body.orderId),
      ),
  );
});

export default tradeInRoutes;
