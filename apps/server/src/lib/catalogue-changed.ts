/**
 * "Car data changed": the one signal that what the catalogue shows (a car's fields, its stock) is no longer what
 * it was. Writes publish it after they commit (car writes, checkouts, status changes that move stock); the
 * caches built on car data subscribe to it and drop what they hold (the catalogue's list answers, the rendered
 * pages, the sitemap). It is an event, not a cache: publishers do not know who listens.
 *
 * In one process for now; carrying it between app servers (PostgreSQL LISTEN/NOTIFY) only changes how
 * `publish` travels, not the writers or the listeners.
 */
export type CatalogueChanged = {
  /** Call AFTER the write commits: a read between an early publish and the commit would cache the old rows. */
  publish: () => void;
  /** Runs `listener` on every change; answers the function that stops it. */
  subscribe: (listener: () => void) => () => void;
};

export function createCatalogueChanged(): CatalogueChanged {
  const listeners = new Set<() => void>();
  return {
    publish() {
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
