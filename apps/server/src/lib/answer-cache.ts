import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CatalogueChanged } from './catalogue-changed.ts';
import { createTtlCache, type TtlCache } from './ttl-cache.ts';

/**
 * A public GET's answer as it goes on the wire: the serialized body, in bytes (a string would be encoded again on
 * every send), and its ETag.
 */
type Answer = { body: Buffer; etag: string };

/**
 * Serialized answers of the public car reads (GET /api/cars/:id, a page of GET /api/cars), kept per app server
 * for CATALOGUE_CACHE_MS and dropped on every "car data changed" signal, from this server or another (ADR 029).
 * A hit costs no query and no serialization; every answer carries an ETag, so a client that has it gets 304
 * and no body. Keys are built from the validated request (the parsed query, the lower-cased id), never from
 * the raw URL, so junk parameters or an id in capitals reuse one entry. Bounded in entries and bytes.
 */
export type AnswerCache = Pick<TtlCache<Answer>, 'size' | 'bytes'> & {
  /**
   * Sends the answer for `key`: from the cache, or `load()` serialized by the route's response schema (so the
   * bytes are what the route would have sent), then stored.
   */
  send: (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    load: () => Promise<unknown>,
  ) => Promise<FastifyReply>;
};

export function createAnswerCache(
  {
    ttlMs,
    maxEntries = 2000,
    maxBytes = 16 * 1024 * 1024,
  }: { ttlMs: number; maxEntries?: number; maxBytes?: number },
  changes: Pick<CatalogueChanged, 'subscribe'>,
): AnswerCache {
  const cache = createTtlCache<Answer>({
    ttlMs,
    maxEntries,
    maxBytes,
    sizeOf: (answer) => answer.body.length,
  });
  changes.subscribe(() => cache.invalidate());
  return {
    async send(request, reply, key, load) {
      const answer = await cache.get(key, async () => {
        const body = Buffer.from(String(reply.serialize(await load())));
        return { body, etag: `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
      });
      // Any client may keep it, but must ask again each time: the car may change at any moment.
      reply.header('etag', answer.etag).header('cache-control', 'no-cache');
      if (matches(request.headers['if-none-match'], answer.etag)) return reply.status(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
    get size() {
      return cache.size;
    },
    get bytes() {
      return cache.bytes;
    },
  };
}

/** If-None-Match: `*`, or a list of ETags compared weakly (W/ ignored), as RFC 9110 says for GET. */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
