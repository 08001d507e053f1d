import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * How deliveries are signed (ADR 066), as the Standard Webhooks specification (standardwebhooks.com) says, so a
 * receiver may use any of its libraries: the secret is `whsec_` and base64 of 32 random bytes, the key is those
 * bytes; the signed content is `${webhook-id}.${webhook-timestamp}.${body}`; the `webhook-signature` header is
 * `v1,` and the base64 of its HMAC-SHA256. The timestamp (Unix seconds) is the attempt's, so a receiver refuses
 * old ones (a replay) by comparing it with its clock.
 */

const PREFIX = 'whsec_';

export const newWebhookSecret = () => `${PREFIX}${randomBytes(32).toString('base64')}`;

const keyOf = (secret: string) =>
  Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');

function signWebhook(secret: string, id: string, timestamp: number, body: string): string {
  const digest = createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
  return `v1,${digest}`;
}

/** The headers of one attempt. */
export function webhookHeaders(secret: string, id: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'user-agent': 'CarShop-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}

/**
 * What a receiver does (README has the same recipe): recompute, compare in constant time, refuse a timestamp
 * more than `toleranceS` away. The header may hold several space-separated signatures (a secret being rotated).
 */
export function verifyWebhook(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  { now = new Date(), toleranceS = 300 } = {},
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now.getTime() / 1000 - timestamp) > toleranceS) return false;
  const expected = Buffer.from(signWebhook(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
