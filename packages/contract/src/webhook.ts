import { z } from 'zod';
import { text } from './text.ts';

/**
 * Outgoing webhooks (issue 31, ADR 066): the events the shop tells the dealer's other systems about, and the
 * admin's endpoints with their delivery log.
 */
export const WEBHOOK_EVENTS = [
  'order.created',
  'order.status_changed',
  'payment.received',
  'enquiry.created',
  'car.created',
  'car.updated',
  'car.deleted',
  'car.sold',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How each event reads on the admin's page. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'order.created': 'An order is placed',
  'order.status_changed': "An order's status changes",
  'payment.received': 'A payment is received',
  'enquiry.created': 'An enquiry arrives',
  'car.created': 'A car is added',
  'car.updated': 'A car is changed',
  'car.deleted': 'A car is deleted',
  'car.sold': 'A car sells out',
};

/** The longest endpoint address accepted. */
export const WEBHOOK_URL_MAX = 2000;
/** The most endpoints a shop keeps: each event is one row per endpoint in the same transaction as the change. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

export const WEBHOOK_MESSAGES = {
  badUrl: 'The address must be a full http:// or https:// URL, such as https://crm.example.com/hooks',
  credentials: 'The address must not carry a user name or password',
  noEvents: 'Choose at least one event',
  unknownEvent: `Unknown event; the events are ${WEBHOOK_EVENTS.join(', ')}`,
  tooMany: `A shop keeps at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints; delete one first`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Delivery not found',
  created: 'Webhook endpoint added. Copy its signing secret now: it is not shown again.',
  deleted: 'Webhook endpoint deleted',
  updated: 'Webhook endpoint updated',
  resent: 'The delivery will be sent again within seconds',
  sending: 'This delivery is being sent right now; try again in a moment',
  turnedOff: 'This endpoint is turned off: turn it on to send its deliveries again',
} as const;

/** The shape only (the server parses the address and checks where it leads, ADR 066). */
const urlSchema = text({ max: WEBHOOK_URL_MAX, required: WEBHOOK_MESSAGES.badUrl }).regex(
  /^https?:\/\/[^\s/?#]+(?:[/?#]\S*)?$/i,
  WEBHOOK_MESSAGES.badUrl,
);

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENTS, { error: WEBHOOK_MESSAGES.unknownEvent }), {
    error: WEBHOOK_MESSAGES.noEvents,
  })
  .min(1, WEBHOOK_MESSAGES.noEvents)
  .max(WEBHOOK_EVENTS.length * 2)
  .transform((events) => [...new Set(events)]);

/** POST /webhooks. */
export const webhookCreateSchema = z.object({ url: urlSchema, events: eventsSchema });
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

/** PATCH /webhooks/:id: the events, or whether it is sent anything. */
export const webhookUpdateSchema = z
  .object({ events: eventsSchema.optional(), enabled: z.boolean().optional() })
  .refine((body) => body.events !== undefined || body.enabled !== undefined, 'Send events or enabled');
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

const stamp = z.string().describe('ISO 8601 time');

export const webhookEndpointSchema = z.object({
  _id: z.string(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  enabled: z.boolean(),
  createdAt: stamp,
  /** How its deliveries went: the newest one's state, and how many are failed. */
  lastDelivery: z.object({ state: z.enum(['pending', 'delivered', 'failed']), at: stamp }).nullable(),
});
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;

/** The answer to POST /webhooks: the only one that carries the secret. */
export const webhookCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookDeliverySchema = z.object({
  _id: z.string(),
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENTS),
  state: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  /** The last answer's HTTP status; null when there was none (see `error`). */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  createdAt: stamp,
  lastAttemptAt: stamp.nullable(),
  nextAttemptAt: stamp.nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
