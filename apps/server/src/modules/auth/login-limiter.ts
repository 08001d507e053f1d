import { HttpError } from '../../lib/http-error.ts';
import type { AttemptStore, Counter } from './attempt-store.ts';

const TOO_MANY_FAILURES = 'Too many failed login attempts. Try again later.';

type LoginAttempt = {
  /** The password was right: the account's counter is cleared and this attempt is not counted. */
  succeeded: () => Promise<void>;
};

export type LoginLimiter = {
  /** Counts the attempt up front, or throws 429 with Retry-After when the client or account is over the limit. */
  begin: (input: { ip: string; email: string }) => Promise<LoginAttempt>;
};

/**
 * Failed logins per client IP and per account, in fixed windows. The attempt is counted BEFORE the
 * password is checked: checking first and counting after would let a burst of parallel guesses all pass
 * the check. A success takes its count back, so only failures are ever limited. The IP counter is not
 * cleared by a success, or an attacker could reset it by logging into an account of their own.
 */
export function createLoginLimiter(
  store: AttemptStore,
  { maxFailures, windowSeconds }: { maxFailures: number; windowSeconds: number },
  now: () => number = Date.now,
): LoginLimiter {
  const windowMs = windowSeconds * 1000;

  return {
    begin: async ({ ip, email }) => {
      const ipKey = `ip:${ip}`;
      const accountKey = `account:${email}`;
      const perIp = await store.increment(ipKey, windowMs);
      // A locked-out address must not create or bump account counters: it could lock out (or, by filling
      // the store, evict) accounts it has no attempts left to guess.
      if (perIp.count > maxFailures) throw tooManyFailures(perIp, now());
      const perAccount = await store.increment(accountKey, windowMs);
      if (perAccount.count > maxFailures) {
        // No password is checked, so the address is not charged for it.
        await store.decrement(ipKey);
        throw tooManyFailures(perAccount, now());
      }
      return {
        succeeded: async () => {
          await Promise.all([store.decrement(ipKey), store.reset(accountKey)]);
        },
      };
    },
  };
}

function tooManyFailures(counter: Counter, now: number) {
  const retryAfter = Math.max(1, Math.ceil((counter.resetAt - now) / 1000));
  return new HttpError(429, TOO_MANY_FAILURES, { 'Retry-After': String(retryAfter) });
}
