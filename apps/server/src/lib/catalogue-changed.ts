import { randomUUID } from 'node:crypto';
import type { Notifications } from '../db/notifications.ts';

/**
 * "Car data changed": the one signal that what the catalogue shows (a car's fields, its stock) is no longer what
 * it was. Writes publish it after they commit (car writes, checkouts, status changes that move stock); the
 * caches built on car data subscribe to it and drop what they hold (the catalogue's list answers, the rendered
 * pages, the sitemap). It is an event, not a cache: publishers do not know who listens.
 *
 * Several app servers on one PostgreSQL hear each other's writes through LISTEN/NOTIFY (`notifications`,
 * db/notifications.ts): a write on one server drops the caches of every server as soon as PostgreSQL delivers
 * the notification (a few milliseconds). This server acts on its own writes at once, without waiting for that
 * round trip, and skips its own notification when it comes back. On the embedded database there is one server.
 */
export type CatalogueChanged = {
  /**
   * Call AFTER the write commits: a read between an early publish and the commit would cache the old rows. This
   * server's caches drop at once; the promise settles once PostgreSQL has taken the notification for the other
   * servers (never rejects: a failure is reported), so a write that awaits it answers only when every server is
   * being told, and the admin who made it reads it back on any of them.
   */
  publish: () => Promise<void>;
  /** Runs `listener` on every change; answers the function that stops it. */
  subscribe: (listener: () => void) => () => void;
};

const CATALOGUE_CHANNEL = 'carshop_catalogue_changed';

export function createCatalogueChanged(
  notifications?: Pick<Notifications, 'notify' | 'listen'>,
  report: (error: unknown) => void = () => {},
): CatalogueChanged {
  const listeners = new Set<() => void>();
  const self = randomUUID();
  const tellListeners = () => {
    for (const listener of listeners) listener();
  };
  notifications?.listen(CATALOGUE_CHANNEL, (sender) => {
    if (sender !== self) tellListeners();
  });
  return {
    async publish() {
      tellListeners();
      // The other servers' caches expire by themselves (CATALOGUE_CACHE_MS) if this notification is lost.
      await notifications?.notify(CATALOGUE_CHANNEL, self).catch(report);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
