import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_MESSAGES,
  type WebhookCreate,
  type WebhookCreated,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEvent,
  type WebhookUpdate,
} from '@carshop/contract/webhook';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import { isUuid } from '../../lib/ids.ts';
import { RefusedAddressError } from '../../lib/outbound-address.ts';
import {
  type DeliveryRow,
  deleteEndpoint,
  type EndpointRow,
  insertEndpointUnderCap,
  insertEventDeliveries,
  selectDeliveries,
  selectDelivery,
  selectEndpoint,
  selectEndpoints,
  selectLastDeliveries,
  updateEndpoint,
  updateResend,
} from './repository.ts';
import { newWebhookSecret } from './signing.ts';
import { checkWebhookUrl } from './webhook-url.ts';

/**
 * Outgoing webhooks (issue 31, ADR 066). Other modules call `queueWebhookEvent` inside the transaction of the
 * change (an order placed, a car deleted): the deliveries exist exactly when the change committed, none for a
 * change rolled back. The admin's routes manage the endpoints and read their delivery log.
 */

/** How many deliveries the log answers, newest first. */
export const DELIVERY_LOG_SIZE = 100;

export function queueWebhookEvent(db: Db, type: WebhookEvent, data: unknown, at = new Date()): Promise<void> {
  return queueWebhookEvents(db, type, [data], at);
}

/** One event per item of `data`, all of one type (a CSV import's cars), in one statement. */
export async function queueWebhookEvents(
  db: Db,
  type: WebhookEvent,
  data: unknown[],
  at = new Date(),
): Promise<void> {
  const created = at.toISOString();
  const events = data.map((item) => {
    const eventId = randomUUID();
    return { eventId, payload: JSON.stringify({ id: eventId, type, created, data: item }) };
  });
  await insertEventDeliveries(db, { type, at, events });
}

const stateOf = (row: Pick<DeliveryRow, 'deliveredAt' | 'failedAt'>) =>
  row.deliveredAt ? 'delivered' : row.failedAt ? 'failed' : 'pending';

const toEndpoint = (row: EndpointRow, last: DeliveryRow | undefined): WebhookEndpoint => ({
  _id: row.id,
  url: row.url,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  createdAt: row.createdAt.toISOString(),
  lastDelivery: last
    ? { state: stateOf(last), at: (last.lastAttemptAt ?? last.createdAt).toISOString() }
    : null,
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  _id: row.id,
  eventId: row.eventId,
  type: row.type as WebhookEvent,
  state: stateOf(row),
  attempts: row.attempts,
  status: row.lastStatus,
  error: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
  nextAttemptAt: row.deliveredAt || row.failedAt ? null : (row.nextAttemptAt?.toISOString() ?? null),
});

/** Adds an endpoint: its address checked (ADR 066), its secret made here and answered this once. */
export async function addWebhookEndpoint(
  db: Db,
  input: WebhookCreate,
  { allowPrivate }: { allowPrivate: boolean },
): Promise<WebhookCreated> {
  try {
    await checkWebhookUrl(input.url, { allowPrivate });
  } catch (error) {
    if (error instanceof RefusedAddressError) throw badRequest(error.message);
    throw error;
  }
  // The cap bounds the rows one change writes (a delivery for each endpoint); it holds when admins add at once.
  const secret = newWebhookSecret();
  const row = await insertEndpointUnderCap(
    db,
    { url: input.url, events: [...input.events], secret },
    WEBHOOK_ENDPOINTS_MAX,
  );
  if (!row) throw conflict(WEBHOOK_MESSAGES.tooMany);
  return { ...toEndpoint(row, undefined), secret };
}

export async function listWebhookEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  const rows = await selectEndpoints(db);
  const last = await selectLastDeliveries(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toEndpoint(row, last.get(row.id)));
}

async function endpointOrThrow(db: Db, id: string): Promise<EndpointRow> {
  const row = isUuid(id) ? await selectEndpoint(db, id) : undefined;
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  return row;
}

export async function changeWebhookEndpoint(
  db: Db,
  id: string,
  patch: WebhookUpdate,
): Promise<WebhookEndpoint> {
  await endpointOrThrow(db, id);
  const row = await updateEndpoint(db, id, {
    ...(patch.events ? { events: [...patch.events] } : {}),
    ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
  });
  if (!row) throw notFound(WEBHOOK_MESSAGES.notFound);
  const last = await selectLastDeliveries(db, [id]);
  return toEndpoint(row, last.get(id));
}

export async function removeWebhookEndpoint(db: Db, id: string): Promise<void> {
  if (!isUuid(id) || !(await deleteEndpoint(db, id))) throw notFound(WEBHOOK_MESSAGES.notFound);
}

export async function listWebhookDeliveries(db: Db, endpointId: string): Promise<WebhookDelivery[]> {
  await endpointOrThrow(db, endpointId);
  return (await selectDeliveries(db, endpointId, DELIVERY_LOG_SIZE)).map(toDelivery);
}

/** "Send again": the delivery goes out within a poll, its attempts counted afresh, with the same event id. */
export async function resendWebhookDelivery(db: Db, id: string, now = new Date()): Promise<WebhookDelivery> {
  if (!isUuid(id)) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  const outcome = await updateResend(db, { id, now });
  if (outcome === 'missing') throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  if (outcome === 'sending') throw conflict(WEBHOOK_MESSAGES.sending);
  if (outcome === 'turned-off') throw conflict(WEBHOOK_MESSAGES.turnedOff);
  const row = await selectDelivery(db, id);
  if (!row) throw notFound(WEBHOOK_MESSAGES.deliveryNotFound);
  return toDelivery(row);
}
