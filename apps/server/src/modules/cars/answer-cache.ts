import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../../lib/etag.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import { type CarChanges, type Shown, touches } from './car-changes.service.ts';

/**
 * A public GET's answer as it goes on the wire: the serialized body, in bytes (a string would be encoded again on
 * every send), its ETag, and what it shows (what changes drop it).
 */
type Answer = { body: Buffer; etag: string; shown: Shown };

/**
 * What the reads a piece of work made showed, added up (`record`): a rendered page's dependencies.
 */
type ShownSum = { cars: Set<string>; byFields: boolean; byStock: boolean };

/**
 * The serialized answers of the public car reads (ADR 029, docs/caching.md): the one cache of each answer, per app
 * server, for CATALOGUE_CACHE_MS, and dropped when a car change touches what it shows, from this server or another.
 * A hit costs no query and no serialization; every answer carries an ETag, so a client that has it gets 304 and
 * no body. Keys are built from the validated request (the parsed query, the lower-cased id), never from the raw
 * URL, so junk parameters or an id in capitals reuse one entry. Bounded in entries and bytes.
 */
export type AnswerCache = {
  /**
   * Sends the answer for `key`: from the cache, or `load()` serialized by the route's response schema (so the
   * bytes are what the route would have sent), then stored with what `shows` says it shows (`undefined` while
   * recording a load that failed).
   */
  send: <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<T>,
    shows: (value: T | undefined) => Shown,
  ) => Promise<FastifyReply>;
  /**
   * An `onRequest` hook for the routes that send through this cache: a URL (path and query as the client wrote
   * them) this server has answered before, whose answer is still kept, is sent before its query is parsed and
   * validated and before its handler runs (the hot path: a page of the catalogue, a car). Any other request
   * goes on as usual. The URLs remembered are bounded: a flood of new ones only makes them go the usual way.
   */
  sendKnown: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  /** Adds what an answer sent without this cache (the unpaged catalogue) showed to the recording, if any. */
  note: (shows: () => Shown) => void;
  /** Runs `work` and answers, with its value, what every answer it was sent showed (the reads through `inject`). */
  record: <T>(work: () => Promise<T>) => Promise<{ value: T; shown: ShownSum }>;
  readonly size: number;
  readonly bytes: number;
};

/** The longest URL remembered as answered (`sendKnown`): the catalogue's own addresses are far shorter. */
export const MAX_KNOWN_URL_LENGTH = 512;

export function createAnswerCache(
  {
    ttlMs,
    maxEntries = 2000,
    maxBytes = 16 * 1024 * 1024,
    maxKnownUrls = 4000,
  }: { ttlMs: number; maxEntries?: number; maxBytes?: number; maxKnownUrls?: number },
  changes: Pick<CarChanges, 'subscribe'>,
): AnswerCache {
  const cache = createTtlCache<Answer>({
    ttlMs,
    maxEntries,
    maxBytes,
    sizeOf: (answer) => answer.body.length,
  });
  changes.subscribe((change) => {
    const touched = touches(change);
    cache.dropWhere((answer) => touched(answer.shown));
  });
  const recording = new AsyncLocalStorage<ShownSum>();
  // Raw URL -> the key its validated request gave (a URL always validates to the same key), oldest first.
  const keysByUrl = new Map<string, string>();
  const remember = (url: string, key: string) => {
    // A long URL (junk parameters the validation dropped) goes the usual way: 4,000 of them would weigh megabytes.
    if (url.length > MAX_KNOWN_URL_LENGTH || keysByUrl.get(url) === key) return;
    keysByUrl.delete(url);
    if (keysByUrl.size >= maxKnownUrls) keysByUrl.delete(keysByUrl.keys().next().value as string);
    keysByUrl.set(url, key);
  };
  const deliver = (request: FastifyRequest, reply: FastifyReply, answer: Answer) => {
    const sum = recording.getStore();
    if (sum) add(sum, answer.shown);
    // Any client may keep it, but must ask again each time: the car may change at any moment.
    reply.header('etag', answer.etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.body);
  };
  const add = (sum: ShownSum, shown: Shown) => {
    for (const id of shown.cars) sum.cars.add(id);
    sum.byFields ||= !!shown.byFields;
    sum.byStock ||= !!shown.byStock;
  };

  return {
    async sendKnown(request, reply) {
      const key = keysByUrl.get(request.url);
      const answer = key === undefined ? undefined : cache.peek(key);
      return answer && deliver(request, reply, answer);
    },
    async send(request, reply, key, load, shows) {
      const sum = recording.getStore();
      const make = async () => {
        let value: Awaited<ReturnType<typeof load>>;
        try {
          value = await load();
        } catch (error) {
          if (sum) add(sum, shows(undefined));
          throw error;
        }
        const body = Buffer.from(String(reply.serialize(value)));
        const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
        return { body, etag, shown: shows(value) };
      };
      const answer = await cache.get(key, make);
      if (ttlMs > 0) remember(request.url, key);
      return deliver(request, reply, answer);
    },
    note(shows) {
      const sum = recording.getStore();
      if (sum) add(sum, shows());
    },
    async record(work) {
      const shown: ShownSum = { cars: new Set(), byFields: false, byStock: false };
      const value = await recording.run(shown, work);
      return { value, shown };
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.bytes;
    },
  };
}
