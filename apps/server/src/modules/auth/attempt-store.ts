/** A counter in a fixed window: `resetAt` is when the window that the first hit opened ends (epoch ms). */
export type Counter = { count: number; resetAt: number };

/**
 * Where failed-login counters live. The in-memory store below serves one app server; several servers
 * behind a load balancer need a shared one (Redis `INCR` + `PEXPIRE ... NX`, or a table with an upsert)
 * so an attacker cannot multiply the limit by the number of servers. `increment` must be atomic.
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
