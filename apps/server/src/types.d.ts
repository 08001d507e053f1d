import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AttemptStore } from './modules/auth/attempt-stores.service.ts';
import type { CarChanges } from './modules/cars/car-changes.service.ts';
import type { CatalogueReads } from './modules/cars/catalogue-reads.service.ts';
import type { MailSettings } from './modules/mail/service.ts';
import type { Payments } from './modules/payments/service.ts';
import type { PictureStore } from './modules/uploads/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The CSP of a page: the one of every answer, with the inline early taps' script allowed by its hash. */
    pageContentSecurityPolicy: string;
    /** What changed in the cars: writes publish it after they commit, what is built on car data listens. */
    carChanges: CarChanges;
    /** The public car reads and the one cache of their answers (modules/cars/catalogue-reads.service.ts). */
    catalogue: CatalogueReads;
    /** What the rendered-page cache holds (web/page-renderer.ts); only with a server bundle. */
    pageCache?: { readonly size: number; readonly bytes: number };
    /** Where car pictures are stored: files, the database or a bucket (modules/uploads, ADR 028). */
    pictureStore: PictureStore;
    /** Set by server.ts when a stop signal arrives: /api/health/ready then answers 503 while requests finish. */
    lifecycle: { draining: boolean };
    /** The abuse counters: Redis, PostgreSQL or memory (modules/auth/attempt-stores.service.ts). */
    attemptStore: AttemptStore;
    /** What every message of the shop is signed with and links to (modules/mail, ADR 031). */
    mailSettings: MailSettings;
    /** The payment provider and the shop's currency, when the shop takes money online (modules/payments). */
    payments?: Payments;
  }
}
