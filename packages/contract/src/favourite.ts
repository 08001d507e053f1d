import { z } from 'zod';
import { carSchema } from './car.ts';
import { text } from './text.ts';

/** Saved cars (issue 22): a signed-in customer's hearts, each the car as it is now. */

/** How many cars one customer may save: a wish list, not a copy of the catalogue. */
export const MAX_FAVOURITES = 100;

export const FAVOURITE_MESSAGES = {
  listed: 'Saved cars retrieved successfully',
  saved: 'Car saved',
  removed: 'Car removed from your saved cars',
  alertsOn: 'You will get an email when its price drops or its stock changes',
  alertsOff: 'No more emails about this car',
  notSaved: 'This car is not in your saved cars',
  tooMany: `You can save up to ${MAX_FAVOURITES} cars. Remove one to save another.`,
} as const;

/** `/favourites/{carId}`: lower-cased like every id (a capitalised UUID names the same car). */
export const favouriteParamSchema = z.object({
  carId: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    text({ max: 100, required: 'Car id is required' }),
  ),
});

export const favouriteSchema = z.object({
  car: carSchema,
  /** When the customer saved it (ISO). */
  savedAt: z.string(),
  /** Price drops and stock changes come by mail (ADR 071). */
  alerts: z.boolean(),
});

/** PATCH /favourites/{carId}: "Email me about price drops and stock". */
export const favouriteAlertsSchema = z.object({ alerts: z.boolean() });
export type Favourite = z.infer<typeof favouriteSchema>;
