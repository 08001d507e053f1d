import pg from 'pg';

/**
 * PostgreSQL LISTEN/NOTIFY on one channel, for signals every app server must hear at once (a car changed, so
 * drop what you cached). `notify` goes through the pool; listening holds one connection of its own, opened
 * on the first `listen` and opened again (after 1 s, then up to 10 s apart) whenever it is lost, so a
 * database restart interrupts the signal for as long as the database is down and no longer.
 * A payload names the server that sent it, so a server can skip its own (it acted on it already).
 */
export type Notifications = {
  notify: (channel: string, payload: string) => Promise<void>;
  /** Runs `listener` with every payload on `channel`, from any server (this one included). */
  listen: (channel: string, listener: (payload: string) => void) => void;
  close: () => Promise<void>;
};

export function createPgNotifications(
  url: string,
  pool: pg.Pool,
  report: (message: string) => void = (message) => console.error(message),
): Notifications {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  /** The listening connection, once it is open and listening; `opening` while it connects. */
  let client: pg.Client | undefined;
  let opening: pg.Client | undefined;
  let closed = false;
  let retryMs = 1000;
  let retryTimer: NodeJS.Timeout | undefined;

  const connect = async () => {
    if (closed || client || opening || retryTimer) return;
    const next = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    opening = next;
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    next.on('error', (error) => lost(next, error));
    next.on('end', () => lost(next));
    try {
      await next.connect();
      // Channels added while this loop runs are visited too (a Map iterates over what is added meanwhile).
      for (const channel of listeners.keys()) await next.query(`LISTEN ${quoteChannel(channel)}`);
    } catch (error) {
      lost(next, error as Error);
      return;
    }
    if (opening !== next) return;
    opening = undefined;
    client = next;
    retryMs = 1000;
  };

  /** The connection `which` failed or ended: drop it and try again later (unless closing). */
  const lost = (which: pg.Client, error?: Error) => {
    if (which !== client && which !== opening) return;
    client = undefined;
    opening = undefined;
    which.removeAllListeners('end');
    which.end().catch(() => {});
    if (closed) return;
    report(`PostgreSQL notifications: connection lost${error ? ` (${error.message})` : ''}; reconnecting`);
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, retryMs).unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  return {
    notify: async (channel, payload) => {
      await pool.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    listen: (channel, listener) => {
      const known = listeners.get(channel);
      if (known) {
        known.add(listener);
        return;
      }
      listeners.set(channel, new Set([listener]));
      const open = client;
      if (open) open.query(`LISTEN ${quoteChannel(channel)}`).catch((error: Error) => lost(open, error));
      else void connect();
    },
    close: async () => {
      closed = true;
      clearTimeout(retryTimer);
      for (const last of [client, opening]) {
        if (!last) continue;
        last.removeAllListeners('end');
        await last.end().catch(() => {});
      }
      client = undefined;
      opening = undefined;
    },
  };
}

/** Channel names are ours (constants), but quoted all the same: LISTEN takes an identifier, not a parameter. */
function quoteChannel(channel: string) {
  return `"${channel.replaceAll('"', '""')}"`;
}
