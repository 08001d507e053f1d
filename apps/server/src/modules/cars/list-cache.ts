import type { Db } from '../../db/client.ts';

/**
 * A short-lived, per-server memory of catalogue list answers. The shop window is read far more often than
 * it changes, and every page costs two queries (the page and its count): answering a repeated list from
 * memory for a couple of seconds lets one server carry many visitors. Concurrent identical requests share
 * one database round trip.
 *
 * Freshness: a write on this server calls `invalidateCarLists` (car changes, stock changes by orders), so
 * its own clients see it at once; another server behind the same load balancer may answer the old list
 * for at most the TTL. Single cars (GET /cars/:id) and checkout always read the database.
 */
const MAX_ENTRIES = 500;

type Entry = { expires: number; value: Promise<unknown> };
const caches = new WeakMap<Db, Map<string, Entry>>();

/** Keyed by database, so two apps in one process (tests) never share answers. */
export async function cachedList<T>(db: Db, key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  if (ttlMs <= 0) return load();
  const cache = caches.get(db) ?? new Map<string, Entry>();
  caches.set(db, cache);
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;

  // Oldest first in a Map: drop it when full, so varied queries cannot grow memory without bound.
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  const value = load();
  cache.set(key, { expires: now + ttlMs, value });
  // A failure is not remembered: the next request tries the database again.
  value.catch(() => cache.get(key)?.value === value && cache.delete(key));
  return value;
}

export function invalidateCarLists(db: Db): void {
  caches.get(db)?.clear();
}
