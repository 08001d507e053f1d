import { Redis } from 'ioredis';
import { RateLimiterDrizzle, RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../../config.ts';
import type { Database, Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema.ts';
import { DATABASE_UNAVAILABLE } from '../../lib/database-errors.ts';
import { HttpError } from '../../lib/http-error.ts';
import { type AttemptStore, createMemoryAttemptStore, createSharedAttemptStore } from './attempt-store.ts';
import { deleteRateLimitCounters } from './repository.ts';

export type { AttemptStore } from './attempt-store.ts';

/** How long a starting server waits for Redis before it listens anyway (logins then answer 503 until it is up). */
const REDIS_READY_WAIT_MS = 5000;

/**
 * Redis away (not yet connected, restarting): the counters cannot be read, so the login, sign-up or password
 * change cannot be judged. That is the server's trouble, not the client's: 503 with Retry-After, never a 500.
 */
function answerUnavailable(store: AttemptStore): AttemptStore {
  const unavailable = (error: unknown): never => {
    throw Object.assign(new HttpError(503, DATABASE_UNAVAILABLE, { 'Retry-After': '5' }), { cause: error });
  };
  return {
    increment: (key, windowMs) => store.increment(key, windowMs).catch(unavailable),
    decrement: (key) => store.decrement(key).catch(unavailable),
    reset: (key) => store.reset(key).catch(unavailable),
  };
}

/** The default window of the underlying limiter; every count passes its own (`customDuration`). */
const DEFAULT_DURATION_S = 60;
/** The limiters here never refuse on their own (the login and sign-up limiters decide): no ceiling. */
const NO_CEILING = 2 ** 31 - 1;

/**
 * Picks where the abuse counters live: Redis when REDIS_URL is set, else the PostgreSQL server's
 * `rate_limit_counters` table (shared by every app server, kept across restarts), else (the embedded
 * database, one app server) this process's memory. `close` ends the Redis connection.
 */
export function openAttemptStore({
  redis: { url: redisUrl, keyPrefix },
  database,
}: {
  redis: Config['redis'];
  database: Pick<Database, 'db' | 'kind'>;
}): {
  store: AttemptStore;
  kind: 'redis' | 'postgres' | 'memory';
  /** Resolves once the store can answer (Redis connected), or after a few seconds anyway: the app then starts. */
  ready: () => Promise<void>;
  close: () => Promise<void>;
} {
  const common = { points: NO_CEILING, duration: DEFAULT_DURATION_S, keyPrefix: `${keyPrefix}:attempts` };
  if (redisUrl) {
    // Fail fast while Redis is away (the login answers 503) instead of queueing commands for minutes.
    const redis = new Redis(redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
      lazyConnect: false,
    });
    redis.on('error', (error) => console.error(`Redis: ${error.message}`));
    const limiter = new RateLimiterRedis({ ...common, storeClient: redis });
    return {
      store: answerUnavailable(createSharedAttemptStore(limiter)),
      kind: 'redis',
      // A server that answered before its Redis connection was up would refuse its first logins.
      ready: () =>
        redis.status === 'ready'
          ? Promise.resolve()
          : new Promise<void>((resolve) => {
              const timer = setTimeout(resolve, REDIS_READY_WAIT_MS);
              redis.once('ready', () => {
                clearTimeout(timer);
                resolve();
              });
            }),
      close: async () => {
        redis.disconnect();
      },
    };
  }
  if (database.kind === 'postgres') {
    // Expired rows are deleted by the housekeeping job (jobs.ts), on whichever server runs it.
    const limiter = new RateLimiterDrizzle({
      ...common,
      storeClient: database.db,
      schema: rateLimitCounters,
      clearExpiredByTimeout: false,
    });
    return {
      store: createSharedAttemptStore(limiter),
      kind: 'postgres',
      ready: async () => {},
      close: async () => {},
    };
  }
  return { store: createMemoryAttemptStore(), kind: 'memory', ready: async () => {}, close: async () => {} };
}

/** Deletes the PostgreSQL store's counters whose window ended over an hour ago (a housekeeping job, jobs.ts). */
export function pruneRateLimitCounters(db: Db, now = Date.now()): Promise<number> {
  return deleteRateLimitCounters(db, new Date(now - 60 * 60 * 1000));
}
