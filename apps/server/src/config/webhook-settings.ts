import { z } from 'zod';
import { booleanFlag, whole } from './values.ts';

/**
 * Outgoing webhooks (issue 31, ADR 066): how the delivery worker sends the events the admin's endpoints asked for.
 * Each server with WEBHOOKS_POLL_MS above 0 sends what is due; rows are claimed so that none goes out twice.
 */
export const webhooks = z
  .object({
    /** Lets endpoints point at loopback, private, link-local and other internal addresses (tests, an intranet). */
    WEBHOOKS_ALLOW_PRIVATE: booleanFlag.default(false),
    /** How long one delivery may take (connecting, sending, the answer's status line) before it counts as failed. */
    WEBHOOKS_TIMEOUT_MS: whole(100, 60_000).default(5000),
    /** How often a server looks for deliveries that are due; 0: this server sends none. */
    WEBHOOKS_POLL_MS: whole(0).default(1000),
    /** Attempts per delivery before it is marked failed (backoff 30 s, 1 min, 2 min, … up to 1 h between). */
    WEBHOOKS_MAX_ATTEMPTS: whole(1, 50).default(8),
  })
  .transform((e) => ({
    allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    timeoutMs: e.WEBHOOKS_TIMEOUT_MS,
    pollMs: e.WEBHOOKS_POLL_MS,
    maxAttempts: e.WEBHOOKS_MAX_ATTEMPTS,
  }));
