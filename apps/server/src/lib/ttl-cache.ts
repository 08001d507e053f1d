/**
 * A small in-memory cache of promised values with a time to live, for answers that are read far more
 * often than they change (catalogue lists, later rendered pages). Identical concurrent requests share one
 * load; failures are not remembered; the number of entries is bounded (expired ones go first, then the
 * oldest).
 *
 * `invalidate()` needs no database handle (the caches of car data call it on the catalogue-changed event).
 * A load that started before an invalidation is still returned to its callers but never stored, so an
 * answer read before a write cannot outlive the write. Call it AFTER the write commits: a read that
 * starts between an early invalidation and the commit would otherwise see (and store) the old rows.
 */
export type TtlCache<T> = {
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  invalidate: () => void;
  readonly size: number;
};

type Entry<T> = { expires: number; value: Promise<T> };

export function createTtlCache<T>({
  ttlMs,
  maxEntries = 500,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();

  const makeRoom = (time: number) => {
    for (const [key, entry] of entries) if (entry.expires <= time) entries.delete(key);
    // A Map iterates in insertion order: the first keys are the oldest entries.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      entries.delete(key);
    }
  };

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expires > time) return hit.value;
      if (hit) entries.delete(key);
      if (entries.size >= maxEntries) makeRoom(time);
      // Stored at once (so concurrent requests share it); an invalidation while it loads clears it again.
      const value = load();
      entries.set(key, { expires: time + ttlMs, value });
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },
    invalidate() {
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
