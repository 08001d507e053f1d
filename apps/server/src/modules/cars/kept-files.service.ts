import type { FastifyInstance } from 'fastify';
import { scheduleHousekeeping } from '../../lib/housekeeping.ts';
import { HttpError } from '../../lib/http-error.ts';
import { createTtlCache } from '../../lib/ttl-cache.ts';
import type { CarChange } from './car-changes.service.ts';

/** Rebuilt this often even without a change heard here (a notification can be lost). */
const PERIOD_MS = 10 * 60_000;

/** Stands for the origin in the files as built; replaced by the request's trusted origin when sent. */
export const ORIGIN = '\u0000';

/** The files as built (name to body, the origin still a placeholder), and what the build took. */
export type BuiltFiles = { files: Map<string, string>; count: number; ms: number };

/**
 * Files built from every car in the background and kept in memory (the sitemap, the vehicle feeds): built when
 * the app is ready, `refreshMs` after a car change that `touches` them (on this server or another: the change
 * arrives through `app.carChanges`), and every ten minutes. A request never gets files older than the last such
 * change: it waits for the build that follows the change, shared with every other request (one build at a time,
 * however many ask; under a stream of changes, three rounds at most, then the newest built). Each file is kept per
 * trusted origin once `withOrigin` has put the origin in.
 */
export function createKeptFiles<Sent = string>(
  app: FastifyInstance,
  options: {
    /** What is built, for the logs: "the sitemap". */
    what: string;
    build: () => Promise<BuiltFiles>;
    touches: (change: CarChange) => boolean;
    /**
     * What is sent for the file `name`: its body with the request's origin in place of ORIGIN, escaped as the
     * file's format wants (and, for large files, compressed once here rather than on every request).
     */
    withOrigin: (body: string, origin: string, name: string) => Sent;
    /** What one sent file weighs in memory (bytes). */
    sizeOf: (sent: Sent) => number;
    notReady: string;
  },
) {
  let latest: BuiltFiles | undefined;
  let building: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  /** Counts the changes heard; `latest` reflects every one up to `builtAfter`. */
  let signals = 0;
  let builtAfter = 0;
  const perOrigin = createTtlCache<Sent>({
    ttlMs: PERIOD_MS,
    maxEntries: 16,
    maxBytes: 128 * 1024 * 1024,
    sizeOf: options.sizeOf,
  });

  /** Builds now, or once more after the build in flight (a change during a build is not missed). */
  const refresh = (): Promise<void> => {
    if (building) {
      again = true;
      return building;
    }
    const upTo = signals;
    building = options
      .build()
      .then((built) => {
        latest = built;
        builtAfter = upTo;
        perOrigin.invalidate();
        app.log.debug({ count: built.count, ms: Math.round(built.ms) }, `${options.what} built`);
      })
      .catch((error: unknown) => app.log.error({ err: error }, `building ${options.what} failed`))
      .finally(() => {
        building = undefined;
        if (again) {
          again = false;
          void refresh();
        }
      });
    return building;
  };

  scheduleHousekeeping(app, { what: `building ${options.what}`, everyMs: PERIOD_MS, run: refresh });
  app.carChanges.subscribe((change) => {
    if (!options.touches(change)) return;
    signals += 1;
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void refresh();
    }, app.config.sitemapRefreshMs).unref();
  });
  app.addHook('onClose', async () => clearTimeout(timer));

  /** The newest files, after every change heard so far. */
  const fresh = async (): Promise<BuiltFiles> => {
    if (!latest) await (building ?? refresh());
    for (let round = 0; round < 3 && latest && builtAfter < signals; round++) await (building ?? refresh());
    if (!latest) throw new HttpError(503, options.notReady, { 'Retry-After': '5' });
    return latest;
  };

  return {
    /** The file for `origin`, or undefined for a file there is not. */
    async file(name: string, origin: string): Promise<Sent | undefined> {
      const body = (await fresh()).files.get(name);
      if (body === undefined) return undefined;
      return perOrigin.get(`${origin}\n${name}`, async () => options.withOrigin(body, origin, name));
    },
    /** The newest files as built (the origin still a placeholder): for the admin's checks. */
    latest: fresh,
    refresh,
  };
}
