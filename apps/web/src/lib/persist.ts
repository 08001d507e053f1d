/**
 * The slices the shop keeps in the browser's storage (spec: the keys `auth` and `cart`), read when the store is
 * made and written whenever they change (ADR 036). The format is the one redux-persist wrote (each key a JSON
 * object whose fields are JSON texts, with a `_persist` field), so what an earlier version of the shop stored is
 * read back, and an earlier version reads what this one writes.
 */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

const PERSIST_MARK = JSON.stringify({ version: -1, rehydrated: true });

/** Whether a stored value can stand where the slice has `initial` (a list for a list, a number for a number). */
function sameKind(initial: unknown, value: unknown): boolean {
  if (initial === null) return value === null || typeof value === 'string' || typeof value === 'object';
  if (Array.isArray(initial)) return Array.isArray(value);
  return typeof value === typeof initial && value !== null;
}

function parseOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The slice's state as stored under `key`, field by field over `initial`: a field that is missing, unreadable or
 * of another kind (storage written by hand, or by another shop on the same origin) keeps its initial value.
 */
export function readPersisted<S extends object>(storage: KeyValueStorage | null, key: string, initial: S): S {
  try {
    const text = storage?.getItem(key);
    if (!text) return initial;
    const stored: unknown = JSON.parse(text);
    if (!stored || typeof stored !== 'object') return initial;
    const state = { ...initial };
    for (const field of Object.keys(initial) as (keyof S & string)[]) {
      const fieldText = (stored as Record<string, unknown>)[field];
      const value = typeof fieldText === 'string' ? parseOrUndefined(fieldText) : undefined;
      if (value !== undefined && sameKind(initial[field], value)) state[field] = value as S[typeof field];
    }
    return state;
  } catch {
    return initial; // unreadable storage, or storage the browser refuses (private mode, blocked cookies)
  }
}

function writePersisted(storage: KeyValueStorage, key: string, state: object) {
  const fields = Object.fromEntries(
    Object.entries(state).map(([field, value]) => [field, JSON.stringify(value)]),
  );
  try {
    storage.setItem(key, JSON.stringify({ ...fields, _persist: PERSIST_MARK }));
  } catch {
    // Full or refused storage: the page goes on; the slice lives for this page load only.
  }
}

type Subscribable<S> = { getState: () => S; subscribe: (listener: () => void) => unknown };

/**
 * Writes each of `keys` to storage when its slice changes (a new object, as reducers make), synchronously: no
 * timer, so a car added just before the page goes away (a reload, a closed tab) is never lost.
 */
export function persistSlices<S extends object>(
  store: Subscribable<S>,
  storage: KeyValueStorage,
  keys: readonly (keyof S & string)[],
) {
  let last = store.getState();
  store.subscribe(() => {
    const state = store.getState();
    for (const key of keys) if (state[key] !== last[key]) writePersisted(storage, key, state[key] as object);
    last = state;
  });
}

/** The browser's local storage, or none where there is no window or the browser refuses it. */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
