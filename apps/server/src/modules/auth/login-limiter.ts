import { HttpError } from '../../lib/http-error.ts';
import type { AttemptStore, Counter } from './attempt-store.ts';

const TOO_MANY_FAILURES = 'Too many failed login attempts. Try again later.';

type LoginAttempt = {
  /** The password was right: the account's counter is cleared and this attempt is not counted. */
  succeeded: () => Promise<void>;
  /** The password was never checked (the server was too busy): the attempt is given back. */
  abandoned: () => Promise<void>;
};

export type LoginLimiter = {
  /**
   * Counts the attempt up front, or throws 429 with Retry-After when the client or account is over the limit.
   * `ip` is the client key (lib/client-address.ts); without one only the account is counted.
   */
  begin: (input: { ip?: string; account: string }) => Promise<LoginAttempt>;
};

/**
 * Failed password checks per client and per account, in fixed windows. The attempt is counted BEFORE the
 * password is checked: checking first and counting after would let a burst of parallel guesses all pass
 * the check. A success takes its count back, so only failures are ever limited. The IP counter is not
 * cleared by a success, or an attacker could reset it by logging into an account of their own.
 */
export function createLoginLimiter(
  store: AttemptStore,
  { maxFailures, windowSeconds }: { maxFailures: number; windowSeconds: number },
  { now = Date.now, message = TOO_MANY_FAILURES }: { now?: () => number; message?: string } = {},
): LoginLimiter {
  const windowMs = windowSeconds * 1000;
  const tooMany = (counter: Counter) => {
    const retryAfter = Math.max(1, Math.ceil((counter.resetAt - now()) / 1000));
    return new HttpError(429, message, { 'Retry-After': String(retryAfter) });
  };

  return {
    begin: async ({ ip, account }) => {
      const ipKey = ip === undefined ? undefined : `ip:${ip}`;
      const accountKey = `account:${account}`;
      if (ipKey) {
        const perIp = await store.increment(ipKey, windowMs);
        // A locked-out address must not create or bump account counters: it could lock out (or, by filling
        // the store, evict) accounts it has no attempts left to guess.
        if (perIp.count > maxFailures) throw tooMany(perIp);
      }
      const perAccount = await store.increment(accountKey, windowMs);
      if (perAccount.count > maxFailures) {
        // No password is checked, so the address is not charged for it.
        if (ipKey) await store.decrement(ipKey);
        throw tooMany(perAccount);
      }
      const giveBackIp = async () => {
        if (ipKey) await store.decrement(ipKey);
      };
      return {
        succeeded: async () => {
          await Promise.all([giveBackIp(), store.reset(accountKey)]);
        },
        abandoned: async () => {
          await Promise.all([giveBackIp(), store.decrement(accountKey)]);
        },
      };
    },
  };
}
