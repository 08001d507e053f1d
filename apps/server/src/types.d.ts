import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { CatalogueChanged } from './lib/catalogue-changed.ts';
import type { AttemptStore } from './modules/auth/attempt-stores.service.ts';
import type { Catalogue } from './modules/cars/catalogue.service.ts';
import type { PictureStore } from './modules/uploads/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** "Car data changed": writes publish it after they commit, the caches of car data listen (lib/catalogue-changed.ts). */
    catalogueChanged: CatalogueChanged;
    /** The catalogue's list answers and search bounds of this app server (modules/cars/catalogue.service.ts). */
    catalogue: Catalogue;
    /** What the rendered-page cache holds (web/page-renderer.ts); only with a server bundle. */
    pageCache?: { readonly size: number; readonly bytes: number };
    /** Where car pictures are stored (UPLOAD_DIR by default; see modules/uploads). */
    pictureStore: PictureStore;
    /** The abuse counters: Redis, PostgreSQL or memory (modules/auth/attempt-stores.ts). */
    attemptStore: AttemptStore;
  }
}
