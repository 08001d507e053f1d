import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { AnswerCache } from './lib/answer-cache.ts';
import type { CatalogueChanged } from './lib/catalogue-changed.ts';
import type { AttemptStore } from './modules/auth/attempt-stores.service.ts';
import type { Catalogue } from './modules/cars/catalogue.service.ts';
import type { MailSettings } from './modules/mail/service.ts';
import type { PictureStore } from './modules/uploads/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** "Car data changed": writes publish it after they commit, the caches of car data listen (lib/catalogue-changed.ts). */
    catalogueChanged: CatalogueChanged;
    /** The catalogue's list answers and search bounds of this app server (modules/cars/catalogue.service.ts). */
    catalogue: Catalogue;
    /** The public car reads' serialized answers, with ETags (lib/answer-cache.ts). */
    carAnswers: AnswerCache;
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
  }
}
