import { z } from 'zod';

/**
 * Alerts by mail (issue 32, ADR 071): at most one digest per buyer per ALERT_DIGEST_SECONDS with the new matches of
 * their saved searches and the price drops and stock changes of their saved cars; each mail's unsubscribe link
 * works without signing in.
 */

/** New cars listed per saved search in one mail; the rest are "and N more" with a link to the catalogue. */
export const ALERT_CARS_PER_SEARCH = 5;

export const ALERT_MESSAGES = {
  described: 'Unsubscribe link checked',
  unsubscribed: 'You will get no more of these emails',
  badLink: 'This unsubscribe link is not valid. Manage your alerts from your dashboard instead.',
  gone: 'There is nothing left to unsubscribe from: the saved search or car has been removed.',
} as const;

/** `?token=…`: the mailed token, checked by its signature (a bad one is a 400, never a 500). */
export const unsubscribeQuerySchema = z.object({
  token: z
    .string({ error: ALERT_MESSAGES.badLink })
    .min(1, ALERT_MESSAGES.badLink)
    .max(300, ALERT_MESSAGES.badLink)
    .regex(/^[\w.-]+$/, ALERT_MESSAGES.badLink),
});

/** What an unsubscribe link stops: every alert, one saved search's, or one saved car's. */
export const unsubscribeScopeSchema = z.object({
  scope: z.enum(['all', 'search', 'car']),
  /** The saved search's name or the car's brand and model; none for `all`. */
  name: z.string().optional(),
});
export type UnsubscribeScope = z.infer<typeof unsubscribeScopeSchema>;
