import type { RateLimiterStoreAbstract } from 'rate-limiter-flexible';

/** A counter in a fixed window: `resetAt` is when the window that the first hit opened ends (epoch ms). */
export type Counter = { count: number; resetAt: number };

/**
 * Where the abuse counters live (failed logins, wrong current passwords, sign-ups). The in-memory store serves
 * the embedded database's one app server; on a PostgreSQL server the shared store below is used, so an attacker
 * can neither multiply the limit by the number of servers nor reset it by waiting for a restart.
 * `increment` must be atomic.
 */
export type AttemptStore = {
  /** Adds one to the key's counter, opening a window of `windowMs` if none is open, and returns it. */
  increment: (key: string, windowMs: number) => Promise<Counter>;
  /** Takes one back (an attempt that turned out to be a success); never below zero. */
  decrement: (key: string) => Promise<void>;
  reset: (key: string) => Promise<void>;
};

type MemoryOptions = { maxKeys?: number; now?: () => number };

/**
 * A Map with lazy expiry. Its size is bounded so that a flood of distinct IPs or emails cannot exhaust
 * memory: when full, expired entries are swept, then the oldest windows are dropped first.
 */
export function createMemoryAttemptStore({
  maxKeys = 100_000,
  now = Date.now,
}: MemoryOptions = {}): AttemptStore {
  const counters = new Map<string, Counter>();

  const live = (key: string) => {
    const counter = counters.get(key);
    if (counter && counter.resetAt <= now()) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };

  const makeRoom = () => {
    const time = now();
    for (const [key, counter] of counters) if (counter.resetAt <= time) counters.delete(key);
    // Map iterates in insertion order, so the first keys are the oldest windows.
    for (const key of counters.keys()) {
      if (counters.size < maxKeys) break;
      counters.delete(key);
    }
  };

  return {
    increment: async (key, windowMs) => {
      const counter = live(key);
      if (counter) {
        counter.count += 1;
        return { ...counter };
      }
      if (counters.size >= maxKeys) makeRoom();
      const fresh = { count: 1, resetAt: now() + windowMs };
      counters.set(key, fresh);
      return { ...fresh };
    },
    decrement: async (key) => {
      const counter = live(key);
      if (counter) counter.count = Math.max(0, counter.count - 1);
    },
    reset: async (key) => {
      counters.delete(key);
    },
  };
}

/** What the shared stores need of a rate-limiter-flexible limiter (its Drizzle and Redis stores both have it). */
type FlexibleLimiter = Pick<RateLimiterStoreAbstract, 'penalty' | 'reward' | 'get' | 'delete'>;

/**
 * Counters every app server shares and that outlive a restart, kept by rate-limiter-flexible: in Redis
 * (REDIS_URL), or else in the PostgreSQL table `rate_limit_counters` (ADR 027; attempt-stores.service.ts picks one). A count is a `penalty` (an
 * atomic add that opens the window when none is open; it never refuses, the limiters here decide); taking one
 * back is a `reward` only while the window holds a count, so a counter never goes below zero.
 */
export function createSharedAttemptStore(
  limiter: FlexibleLimiter,
  now: () => number = Date.now,
): AttemptStore {
  return {
    increment: async (key, windowMs) => {
      const counted = await limiter.penalty(key, 1, { customDuration: Math.ceil(windowMs / 1000) });
      return { count: counted.consumedPoints, resetAt: now() + Math.max(0, counted.msBeforeNext) };
    },
    decrement: async (key) => {
      const counter = await limiter.get(key);
      if (counter && counter.consumedPoints > 0) await limiter.reward(key, 1);
    },
    reset: async (key) => {
      await limiter.delete(key);
    },
  };
}
