import { HttpError } from '../../lib/http-error.ts';
import type { AttemptStore } from './attempt-store.ts';

const TOO_MANY_SIGN_UPS = 'Too many accounts created from this address. Try again later.';
const HOUR_MS = 60 * 60 * 1000;

export type RegistrationLimiter = {
  /** Counts one sign-up by the client key (lib/client-address.ts); throws 429 with Retry-After over the limit. */
  count: (ip: string) => Promise<void>;
};

/**
 * Sign-ups per client address and hour (REGISTRATIONS_PER_HOUR). Each one costs a password hash and a row,
 * so a loop of them is a cheap way to load the server and fill the users table. Counted before the hash,
 * whatever the outcome, in the same store as the failed logins.
 */
export function createRegistrationLimiter(
  store: AttemptStore,
  perHour: number,
  now: () => number = Date.now,
): RegistrationLimiter {
  return {
    count: async (ip) => {
      const counter = await store.increment(`register:${ip}`, HOUR_MS);
      if (counter.count <= perHour) return;
      const retryAfter = Math.max(1, Math.ceil((counter.resetAt - now()) / 1000));
      throw new HttpError(429, TOO_MANY_SIGN_UPS, { 'Retry-After': String(retryAfter) });
    },
  };
}
