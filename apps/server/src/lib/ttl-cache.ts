/**
 * A small in-memory cache of promised values with a time to live, for answers that are read far more
 * often than they change (catalogue lists, later rendered pages). Identical concurrent requests share one
 * load; failures are not remembered; the number of entries is bounded (expired ones go first, then the
 * oldest).
 *
 * `invalidate()` drops everything, `dropWhere(test)` the settled entries `test` picks and every load still
 * running (its value is not known yet); neither needs a database handle (the caches of car data call them on
 * a car change, modules/cars/car-changes.service.ts). A load that started before an invalidation is still
 * returned to its callers but never stored, so an answer read before a write cannot outlive the write. Call
 * them AFTER the write commits: a read that starts between an early invalidation and the commit would
 * otherwise see (and store) the old rows.
 */
export type TtlCache<T> = {
  get: (key: string, load: () => Promise<T>) => Promise<T>;
  /** The value of `key` if it is settled and fresh, without loading it (a hit that needs no promise). */
  peek: (key: string) => T | undefined;
  invalidate: () => void;
  dropWhere: (test: (value: T) => boolean) => void;
  readonly size: number;
  /** What the settled entries weigh by `sizeOf` (0 without it). */
  readonly bytes: number;
};

type Entry<T> = { expires: number; value: Promise<T>; bytes: number; settled?: { value: T } };

export function createTtlCache<T>({
  ttlMs,
  maxEntries = 500,
  maxBytes = Number.POSITIVE_INFINITY,
  sizeOf,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries?: number;
  /** With `sizeOf`: the oldest entries go while the settled ones weigh more than this. */
  maxBytes?: number;
  sizeOf?: (value: T) => number;
  now?: () => number;
}): TtlCache<T> {
  const entries = new Map<string, Entry<T>>();
  let bytes = 0;

  const remove = (key: string) => {
    bytes -= entries.get(key)?.bytes ?? 0;
    entries.delete(key);
  };

  const makeRoom = (time: number) => {
    for (const [key, entry] of entries) if (entry.expires <= time) remove(key);
    // A Map iterates in insertion order: the first keys are the oldest entries.
    for (const key of entries.keys()) {
      if (entries.size < maxEntries) break;
      remove(key);
    }
  };

  const weigh = (key: string, entry: Entry<T>, value: T) => {
    if (entries.get(key) !== entry) return;
    entry.settled = { value };
    if (!sizeOf) return;
    entry.bytes = sizeOf(value);
    bytes += entry.bytes;
    for (const oldest of entries.keys()) {
      if (bytes <= maxBytes) break;
      remove(oldest);
    }
  };

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const time = now();
      const hit = entries.get(key);
      if (hit && hit.expires > time) return hit.value;
      if (hit) remove(key);
      if (entries.size >= maxEntries) makeRoom(time);
      // Stored at once (so concurrent requests share it); an invalidation while it loads clears it again.
      const value = load();
      const entry: Entry<T> = { expires: time + ttlMs, value, bytes: 0 };
      entries.set(key, entry);
      value.then(
        (settled) => weigh(key, entry, settled),
        () => {
          if (entries.get(key) === entry) remove(key);
        },
      );
      return value;
    },
    peek(key) {
      const entry = entries.get(key);
      return entry?.settled && entry.expires > now() ? entry.settled.value : undefined;
    },
    invalidate() {
      entries.clear();
      bytes = 0;
    },
    dropWhere(test) {
      for (const [key, entry] of entries) if (!entry.settled || test(entry.settled.value)) remove(key);
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
    },
  };
}
