import { z } from 'zod';
import { MAX_MILEAGE, MIN_YEAR, TRADE_IN_CONDITIONS, type TradeInCondition } from './constants.ts';
import { ENQUIRY_MESSAGES, MAX_ENQUIRY_MESSAGE, questionFormSchema, type TradeIn } from './enquiry.ts';
import { text } from './text.ts';
import { vinProblem } from './vin.ts';
import { normalizeVin } from './vin-shape.ts';

/**
 * "What is my car worth" (issue 32): a buyer describes the car they would trade in, as a lead of type `trade-in`
 * among the enquiries; staff answer with an offer (an amount valid until a day) the buyer may accept until then.
 */

export { TRADE_IN_CONDITIONS, type TradeInCondition } from './constants.ts';
export const TRADE_IN_CONDITION_LABELS: Record<TradeInCondition, string> = {
  excellent: 'Excellent: like new, no repairs needed',
  good: 'Good: normal wear, everything works',
  fair: 'Fair: some repairs needed',
  poor: 'Poor: does not run, or major repairs needed',
};
/** Photos of the car sent with the form, each checked and re-encoded as a car picture is (ADR 013). */
export const MAX_TRADE_IN_PHOTOS = 6;
/** The multipart field of each photo. */
export const TRADE_IN_PHOTO_FIELD = 'photos';
/** The highest offer staff can make (a typo guard, not a policy). */
export const MAX_TRADE_IN_OFFER = 10_000_000;
/** How far ahead an offer may be valid. */
export const MAX_OFFER_DAYS = 90;

export const TRADE_IN_MESSAGES = {
  vinOrRegistration: 'Enter the VIN or the registration number',
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearRequired: 'Year must be a number',
  yearTooOld: `Year must be ${MIN_YEAR} or later`,
  yearFuture: 'Year cannot be in the future',
  mileageRequired: 'Mileage must be a number',
  mileageWhole: 'Mileage must be a whole number',
  mileageNegative: 'Mileage cannot be negative',
  mileageTooHigh: 'Mileage is too high',
  badCondition: `Condition must be one of: ${TRADE_IN_CONDITIONS.join(', ')}`,
  tooManyPhotos: `At most ${MAX_TRADE_IN_PHOTOS} photos`,
  photoTooLarge: 'Each photo must be at most 5 MB',
  notMultipart: 'Send the form as multipart/form-data',
  notTradeIn: 'This enquiry is not a trade-in',
  offerAmount: 'Offer must be a positive amount',
  offerTooHigh: `Offer must be at most ${MAX_TRADE_IN_OFFER.toLocaleString('en-US')}`,
  offerCents: 'Offer must be in whole cents',
  validUntil: 'Valid until must be a date (YYYY-MM-DD)',
  validUntilPast: 'Valid until must be today or later',
  validUntilFar: `Valid until must be within ${MAX_OFFER_DAYS} days`,
  offerSent: 'Offer sent; the buyer is mailed',
  noOffer: 'There is no offer to accept yet',
  expired: 'This offer has expired. Ask us for a new one.',
  alreadyAccepted: 'This offer was already accepted',
  acceptedOfferFixed: 'The buyer accepted the offer: it can no longer change',
  accepted: 'Offer accepted. We will take your car at the handover.',
  notAccepted: 'Accept the offer first',
  orderNotOpen: 'Only a pending order of yours can take a trade-in',
  orderHasTradeIn: 'This order already has a trade-in',
  tradeInOnOrder: 'This trade-in already goes with an order',
  linked: 'Trade-in added to the order',
} as const;

const currentYear = () => new Date().getFullYear();

/** A number field of a multipart form (text) or of JSON (a number); blank is "missing". */
const numberField = (required: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value.trim())) : value),
    z.number({ error: required }),
  );

/** Blank is "not given". */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/**
 * The car's fields: the VIN or the registration (at least one), make, model, year, mileage and condition, and
 * the car the buyer wants (`carId`).
 */
const tradeInCarFields = {
  vin: optional(text({ max: 17, tooLong: 'VIN must be 17 characters at most' }).transform(normalizeVin)),
  registration: optional(
    text({ max: 15, tooLong: 'Registration must be at most 15 characters' })
      .regex(/^[A-Za-z0-9 -]+$/, 'Registration must be letters, digits, spaces and dashes')
      .transform((value) => value.toUpperCase()),
  ),
  make: text({ max: 60, required: TRADE_IN_MESSAGES.makeRequired }),
  model: text({ max: 60, required: TRADE_IN_MESSAGES.modelRequired }),
  year: numberField(TRADE_IN_MESSAGES.yearRequired).pipe(
    z
      .number()
      .int(TRADE_IN_MESSAGES.yearRequired)
      .min(MIN_YEAR, TRADE_IN_MESSAGES.yearTooOld)
      .refine((year) => year <= currentYear() + 1, TRADE_IN_MESSAGES.yearFuture),
  ),
  mileage: numberField(TRADE_IN_MESSAGES.mileageRequired).pipe(
    z
      .number()
      .int(TRADE_IN_MESSAGES.mileageWhole)
      .min(0, TRADE_IN_MESSAGES.mileageNegative)
      .max(MAX_MILEAGE, TRADE_IN_MESSAGES.mileageTooHigh),
  ),
  condition: z.enum(TRADE_IN_CONDITIONS, { error: TRADE_IN_MESSAGES.badCondition }),
  /** The car the buyer wants, if any; ids compare lower-cased. */
  carId: optional(text({ max: 100 }).transform((id) => id.toLowerCase())),
};

/** The VIN or the registration, at least one; the VIN is checked against the year as a car's is. */
function checkIdentity(
  value: { vin?: string | undefined; registration?: string | undefined; year: number },
  context: z.RefinementCtx,
) {
  if (!value.vin && !value.registration)
    context.addIssue({ code: 'custom', path: ['vin'], message: TRADE_IN_MESSAGES.vinOrRegistration });
  const problem = value.vin ? vinProblem(value.vin, value.year) : null;
  if (problem) context.addIssue({ code: 'custom', path: ['vin'], message: problem });
}

/**
 * The trade-in form, and the text fields of POST /trade-ins (multipart: numbers come as text): who sends it, as
 * for a question (name, email, phone optional), a message (optional), and the car.
 */
export const tradeInCreateSchema = z
  .object({
    ...questionFormSchema.shape,
    message: optional(
      text({ max: MAX_ENQUIRY_MESSAGE, multiline: true, tooLong: ENQUIRY_MESSAGES.messageTooLong }),
    ),
    ...tradeInCarFields,
  })
  .superRefine(checkIdentity);
export type TradeInCreate = z.output<typeof tradeInCreateSchema>;
export type TradeInForm = z.input<typeof tradeInCreateSchema>;

/** "2019 Ford Focus": how a trade-in names the car. */
export const tradeInTitle = (tradeIn: Pick<TradeIn, 'year' | 'make' | 'model'>) =>
  `${tradeIn.year} ${tradeIn.make} ${tradeIn.model}`;

/** Body of PUT /enquiries/{id}/trade-in/offer (staff): the amount and the last day it holds. */
export const tradeInOfferSchema = z.object({
  amount: z
    .number({ error: TRADE_IN_MESSAGES.offerAmount })
    .positive(TRADE_IN_MESSAGES.offerAmount)
    .max(MAX_TRADE_IN_OFFER, TRADE_IN_MESSAGES.offerTooHigh)
    .refine(
      (amount) => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6,
      TRADE_IN_MESSAGES.offerCents,
    ),
  validUntil: text({ max: 10, required: TRADE_IN_MESSAGES.validUntil }).regex(
    /^\d{4}-\d{2}-\d{2}$/,
    TRADE_IN_MESSAGES.validUntil,
  ),
});
export type TradeInOffer = z.infer<typeof tradeInOfferSchema>;

/** Body of POST /enquiries/{id}/trade-in/accept (the buyer): optionally a pending order of theirs it goes with. */
export const tradeInAcceptSchema = z.object({
  orderId: optional(text({ max: 100 }).transform((id) => id.toLowerCase())),
});
/** Body of PUT /enquiries/{id}/trade-in/order (the buyer, at checkout): the pending order it goes with. */
export const tradeInOrderSchema = z.object({
  orderId: text({ max: 100, required: 'Order is required' }).transform((id) => id.toLowerCase()),
});
