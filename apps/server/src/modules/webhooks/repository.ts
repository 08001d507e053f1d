import { and, asc, count, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { lockForTransaction } from '../../db/advisory-lock.ts';
import type { Db } from '../../db/client.ts';
import { columnsOf, type RowOf } from '../../db/row-of.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

/** The `webhook_endpoints` and `webhook_deliveries` tables (ADR 066). Ids must already be well-formed UUIDs. */

const endpointColumns = columnsOf(webhookEndpoints, ['id', 'url', 'events', 'enabled', 'createdAt']);
export type EndpointRow = RowOf<typeof webhookEndpoints, typeof endpointColumns>;

const deliveryColumns = columnsOf(webhookDeliveries, [
  'id',
  'eventId',
  'type',
  'attempts',
  'deliveredAt',
  'failedAt',
  'lastStatus',
  'lastError',
  'createdAt',
  'lastAttemptAt',
  'nextAttemptAt',
]);
export type DeliveryRow = RowOf<typeof webhookDeliveries, typeof deliveryColumns>;

/**
 * Adds an endpoint unless the shop already has `max`: counted and added under one advisory lock, so two admins
 * (or two servers) adding at once take turns and the cap holds. Answers undefined when it is reached.
 */
export function insertEndpointUnderCap(
  db: Db,
  endpoint: { url: string; events: string[]; secret: string },
  max: number,
): Promise<EndpointRow | undefined> {
  return db.transaction(async (tx) => {
    await lockForTransaction(tx, 'carshop:webhook-endpoints');
    const [counted] = await tx.select({ n: count() }).from(webhookEndpoints);
    if ((counted?.n ?? 0) >= max) return undefined;
    const [row] = await tx.insert(webhookEndpoints).values(endpoint).returning(endpointColumns);
    return row;
  });
}

export function selectEndpoints(db: Db): Promise<EndpointRow[]> {
  return db.select(endpointColumns).from(webhookEndpoints).orderBy(asc(webhookEndpoints.createdAt));
}

/** The newest delivery of each endpoint given, as a map by endpoint id. */
export async function selectLastDeliveries(db: Db, endpointIds: string[]) {
  if (endpointIds.length === 0) return new Map<string, DeliveryRow>();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      ...deliveryColumns,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.createdAt));
  return new Map(rows.map((row) => [row.endpointId, row]));
}

export async function selectEndpoint(db: Db, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select(endpointColumns).from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

export async function updateEndpoint(
  db: Db,
  id: string,
  patch: { events?: string[]; enabled?: boolean },
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(patch)
    .where(eq(webhookEndpoints.id, id))
    .returning(endpointColumns);
  return row;
}

export async function deleteEndpoint(db: Db, id: string): Promise<boolean> {
  const removed = await db
    .delete(webhookEndpoints)
    .where(eq(webhookEndpoints.id, id))
    .returning({ id: webhookEndpoints.id });
  return removed.length > 0;
}

/**
 * One delivery of each event for every enabled endpoint that asked for their type, in one statement whatever the
 * number of events (a CSV import's thousands of cars), none when no endpoint wants them: called inside the
 * transaction of the change the events tell about. The events go as one JSON parameter, the same on both drivers.
 */
export async function insertEventDeliveries(
  db: Db,
  { type, at, events }: { type: string; at: Date; events: { eventId: string; payload: string }[] },
): Promise<void> {
  if (events.length === 0) return;
  // Many events (an import) and nobody listening: not even the parameter is sent.
  if (events.length > 1 && !(await anyEndpointFor(db, type))) return;
  await db.execute(sql`
    insert into webhook_deliveries (endpoint_id, event_id, type, payload, created_at, next_attempt_at)
    select endpoint.id, (event->>'eventId')::uuid, ${type}, event->>'payload', ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz
    from webhook_endpoints endpoint, jsonb_array_elements(${JSON.stringify(events)}::jsonb) event
    where endpoint.enabled and ${type} = any(endpoint.events)`);
}

async function anyEndpointFor(db: Db, type: string): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), sql`${type} = any(${webhookEndpoints.events})`))
    .limit(1);
  return rows.length > 0;
}

/** An endpoint's deliveries, newest first. */
export function selectDeliveries(db: Db, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

export type ClaimedDelivery = {
  id: string;
  eventId: string;
  payload: string;
  attempts: number;
  url: string;
  secret: string;
};

/** The deliveries of endpoints that are turned on: only they are sent, or sent again. */
const ofEndpointTurnedOn = (db: Db) =>
  inArray(
    webhookDeliveries.endpointId,
    db.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.enabled, true)),
  );

/**
 * Claims up to `limit` deliveries that are due and not claimed by a live worker, in one statement (as the mail
 * outbox does, ADR 031): picked `FOR UPDATE SKIP LOCKED`, leased until `leaseUntil`, their attempt counted. A worker
 * that dies mid-send leaves its lease to lapse; the delivery is then claimed again. Only deliveries of endpoints that
 * are turned on. Answers them with their endpoint's address and secret.
 */
export async function updateClaimDueDeliveries(
  db: Db,
  { now, leaseUntil, limit }: { now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(
      and(
        isNull(webhookDeliveries.deliveredAt),
        isNull(webhookDeliveries.failedAt),
        // Due by the end of `now`'s millisecond: a row queued a moment ago carries the database's clock to the
        // microsecond, which a JavaScript date cannot; `<= now` would leave it to the next round.
        lt(webhookDeliveries.nextAttemptAt, new Date(now.getTime() + 1)),
        or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
        // A turned-off endpoint is sent nothing: its deliveries wait, and go once it is turned on again.
        ofEndpointTurnedOn(db),
      ),
    )
    .orderBy(asc(webhookDeliveries.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(webhookDeliveries)
    .set({ claimedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
    .where(inArray(webhookDeliveries.id, due))
    .returning({
      id: webhookDeliveries.id,
      endpointId: webhookDeliveries.endpointId,
      eventId: webhookDeliveries.eventId,
      payload: webhookDeliveries.payload,
      attempts: webhookDeliveries.attempts,
    });
  if (claimed.length === 0) return [];
  const endpoints = await db
    .select({ id: webhookEndpoints.id, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
    .from(webhookEndpoints)
    .where(inArray(webhookEndpoints.id, [...new Set(claimed.map((row) => row.endpointId))]));
  const byId = new Map(endpoints.map((endpoint) => [endpoint.id, endpoint]));
  return claimed.flatMap(({ endpointId, ...row }) => {
    const endpoint = byId.get(endpointId);
    // Deleted while being claimed: its deliveries went with it.
    return endpoint ? [{ ...row, url: endpoint.url, secret: endpoint.secret }] : [];
  });
}

/**
 * The outcome of an attempt: delivered, or due again at `retryAt`, or failed (both null). Only while this
 * worker's claim holds (`claimedUntil`): a "send again" meanwhile is left as it is.
 */
export async function updateAttempt(
  db: Db,
  id: string,
  outcome: {
    at: Date;
    delivered: boolean;
    retryAt: Date | null;
    status: number | null;
    error: string | null;
  },
): Promise<void> {
  const { at, delivered, retryAt, status, error } = outcome;
  await db
    .update(webhookDeliveries)
    .set({
      claimedUntil: null,
      lastAttemptAt: at,
      lastStatus: status,
      lastError: error,
      deliveredAt: delivered ? at : null,
      failedAt: !delivered && !retryAt ? at : null,
      nextAttemptAt: delivered ? null : retryAt,
    })
    .where(and(eq(webhookDeliveries.id, id), isNotNull(webhookDeliveries.claimedUntil)));
}

/**
 * "Send again": the delivery is due now with its attempts counted afresh, unless a worker is sending it at this
 * moment (its lease is live) or its endpoint is turned off. Answers whether it was found, and whether it was reset.
 */
export async function updateResend(
  db: Db,
  { id, now }: { id: string; now: Date },
): Promise<'reset' | 'sending' | 'turned-off' | 'missing'> {
  const reset = await db
    .update(webhookDeliveries)
    .set({ attempts: 0, deliveredAt: null, failedAt: null, nextAttemptAt: now, claimedUntil: null })
    .where(
      and(
        eq(webhookDeliveries.id, id),
        or(isNull(webhookDeliveries.claimedUntil), lt(webhookDeliveries.claimedUntil, now)),
        ofEndpointTurnedOn(db),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  if (reset.length > 0) return 'reset';
  const [found] = await db
    .select({ enabled: webhookEndpoints.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, id));
  if (!found) return 'missing';
  return found.enabled ? 'sending' : 'turned-off';
}

export async function selectDelivery(db: Db, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select(deliveryColumns).from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

/** Forgets deliveries delivered or failed before `before`; answers how many. */
export async function deleteDeliveriesBefore(db: Db, before: Date): Promise<number> {
  const removed = await db
    .delete(webhookDeliveries)
    .where(
      and(
        lt(webhookDeliveries.createdAt, before),
        or(isNotNull(webhookDeliveries.deliveredAt), isNotNull(webhookDeliveries.failedAt)),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return removed.length;
}
