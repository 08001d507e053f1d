import type { Db } from '../../db/client.ts';
import { deleteDeliveriesBefore, updateAttempt, updateClaimDueDeliveries } from './repository.ts';
import { postWebhook, type SendOutcome, type SendSettings } from './sender.ts';
import { webhookHeaders } from './signing.ts';

/**
 * The webhook worker's round (ADR 066), run by every server with WEBHOOKS_POLL_MS above 0 (jobs.ts): claims what is
 * due, POSTs each, records the answer's status. 2xx is delivered. 5xx, 408, 429, a timeout or a network error is
 * tried again after a backoff (30 s, 1 min, 2 min, … up to an hour), and marked failed after `maxAttempts`; any
 * other answer (a 3xx redirect, a 4xx) and an address refused as internal fail at once: sending the same again
 * would get the same answer. "Send again" (the admin) makes a failed delivery due once more.
 */

const BATCH = 20;
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** Delivered and failed deliveries stay in the log this long. */
const KEEP_MS = 30 * 24 * 60 * 60_000;

type Log = { warn: (details: object, message: string) => void };

const webhookRetryDelayMs = (attempts: number) =>
  Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

const RETRIED_STATUSES = new Set([408, 429]);
const worthRetrying = (outcome: SendOutcome) =>
  'error' in outcome
    ? !outcome.error.startsWith('Not sent to an internal address')
    : outcome.status >= 500 || RETRIED_STATUSES.has(outcome.status);

export async function deliverDueWebhooks(
  db: Db,
  settings: SendSettings & { maxAttempts: number; log?: Log; now?: () => Date },
): Promise<{ delivered: number; failed: number }> {
  const { maxAttempts, log, now = () => new Date() } = settings;
  let delivered = 0;
  let failed = 0;
  for (;;) {
    const start = now();
    // Longer than any attempt may take, so a live worker's claim never lapses under it.
    const leaseUntil = new Date(start.getTime() + settings.timeoutMs * 2 + 60_000);
    const claimed = await updateClaimDueDeliveries(db, { now: start, leaseUntil, limit: BATCH });
    await Promise.all(
      claimed.map(async (delivery) => {
        const outcome = await postWebhook(
          delivery.url,
          delivery.payload,
          webhookHeaders(delivery.secret, delivery.eventId, delivery.payload, now()),
          settings,
        );
        const ok = 'status' in outcome && outcome.status >= 200 && outcome.status < 300;
        const retry = !ok && worthRetrying(outcome) && delivery.attempts < maxAttempts;
        const at = now();
        await updateAttempt(db, delivery.id, {
          at,
          delivered: ok,
          retryAt: retry ? new Date(at.getTime() + webhookRetryDelayMs(delivery.attempts)) : null,
          status: 'status' in outcome ? outcome.status : null,
          error: ok ? null : 'error' in outcome ? outcome.error : `HTTP ${outcome.status}`,
        });
        if (ok) delivered += 1;
        else {
          failed += 1;
          log?.warn({ delivery: delivery.id, outcome, retry }, 'webhook not delivered');
        }
      }),
    );
    if (claimed.length < BATCH) return { delivered, failed };
  }
}

/** Forgets deliveries delivered or failed over 30 days ago. */
export function pruneWebhookDeliveries(db: Db, now = new Date()): Promise<number> {
  return deleteDeliveriesBefore(db, new Date(now.getTime() - KEEP_MS));
}
