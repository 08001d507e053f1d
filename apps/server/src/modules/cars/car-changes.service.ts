import { randomUUID } from 'node:crypto';
import type { Notifications } from '../../db/notifications.ts';

/**
 * What changed in the cars, said by the write that changed it, after it commits (docs/caching.md):
 * - `car`: the admin added, changed or deleted these cars: anything about them, and so which cars any list, facet
 *   count or "similar cars" picks, may be different;
 * - `stock`: only these cars' quantities moved (a checkout takes them, a cancel gives them back: `restocked`, so a
 *   sold-out car may be for sale again);
 * - `catalogue`: anything may have changed (a change too large to name, or from a server that does not name it).
 */
export type CarChange =
  | { kind: 'car'; ids: string[] }
  | { kind: 'stock'; ids: string[]; restocked: boolean }
  | { kind: 'catalogue' };

/**
 * The one signal that car data changed. Writes publish it after they commit (car writes, checkouts, status
 * changes that move stock); what is built on car data subscribes and drops what the change touches (the cars'
 * answers, the rendered pages, the counts' copy, the sitemap). It is an event, not a cache: publishers do not
 * know who listens.
 *
 * Several app servers on one PostgreSQL hear each other's changes through LISTEN/NOTIFY (`notifications`,
 * db/notifications.ts): a write on one server reaches every server as soon as PostgreSQL delivers the
 * notification (a few milliseconds). This server acts on its own writes at once, without waiting for that round
 * trip, and skips its own notification when it comes back. On the embedded database there is one server.
 */
export type CarChanges = {
  /**
   * Call AFTER the write commits: a read between an early publish and the commit would keep the old rows. This
   * server's listeners run at once; the promise settles once PostgreSQL has taken the notification for the
   * other servers (never rejects: a failure is reported), so a write that awaits it answers only when every
   * server is being told, and the admin who made it reads it back on any of them.
   */
  publish: (change: CarChange) => Promise<void>;
  /** Runs `listener` on every change; answers the function that stops it. */
  subscribe: (listener: (change: CarChange) => void) => () => void;
};

/**
 * What an answer or a page shows, so that a change drops only what it touches: the cars in it, and how it picked
 * them (`byFields`: by the cars' fields, as a list, the facets and "similar cars" do, so any car added, changed or
 * deleted may change it; `byStock`: only cars in stock, as "similar cars", so a car back in stock may join it).
 */
export type Shown = { cars: Iterable<string>; byFields?: boolean; byStock?: boolean };

/** Whether `change` may change what `shown` describes: the test each cache of car data drops its entries by. */
export function touches(change: CarChange): (shown: Shown) => boolean {
  if (change.kind === 'catalogue') return () => true;
  const ids = new Set(change.ids);
  const picks =
    change.kind === 'car'
      ? (s: Shown) => !!(s.byFields || s.byStock)
      : (s: Shown) => !!(change.restocked && s.byStock);
  return (shown) => {
    if (picks(shown)) return true;
    for (const id of shown.cars) if (ids.has(id)) return true;
    return false;
  };
}

/** The channel's name predates the change's kinds: servers of both versions hear each other (payloads below). */
const CHANNEL = 'carshop_catalogue_changed';
/** PostgreSQL takes payloads under 8000 bytes: a change naming more cars travels as `catalogue`. */
const MAX_IDS_SENT = 100;

/** The notification's payload: the sending server and its change. */
const payloadOf = (sender: string, change: CarChange) =>
  JSON.stringify({
    sender,
    ...('ids' in change && change.ids.length > MAX_IDS_SENT ? { kind: 'catalogue' } : change),
  });

/** Another server's payload; anything else (a server that predates the kinds sent its id alone) is `catalogue`. */
function read(payload: string): { sender?: string; change: CarChange } {
  try {
    const { sender, ...change } = JSON.parse(payload) as { sender?: string } & CarChange;
    if (change.kind === 'catalogue') return { sender, change };
    if ((change.kind === 'car' || change.kind === 'stock') && Array.isArray(change.ids)) {
      const ids = change.ids.filter((id): id is string => typeof id === 'string');
      return {
        sender,
        change:
          change.kind === 'car'
            ? { kind: 'car', ids }
            : { kind: 'stock', ids, restocked: !!change.restocked },
      };
    }
  } catch {}
  return { sender: payload, change: { kind: 'catalogue' } };
}

export function createCarChanges(
  notifications?: Pick<Notifications, 'notify' | 'listen'>,
  report: (error: unknown) => void = () => {},
): CarChanges {
  const listeners = new Set<(change: CarChange) => void>();
  const self = randomUUID();
  const tellListeners = (change: CarChange) => {
    for (const listener of listeners) listener(change);
  };
  notifications?.listen(CHANNEL, (payload) => {
    const { sender, change } = read(payload);
    if (sender !== self) tellListeners(change);
  });
  return {
    async publish(change) {
      tellListeners(change);
      // The other servers' caches expire by themselves (CATALOGUE_CACHE_MS) if this notification is lost.
      await notifications?.notify(CHANNEL, payloadOf(self, change)).catch(report);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
