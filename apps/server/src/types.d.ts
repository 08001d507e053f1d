import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { CatalogueCache } from './modules/cars/service.ts';
import type { PictureStore } from './modules/uploads/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The one catalogue list cache of this app server (see modules/cars/service.ts). */
    catalogueCache: CatalogueCache;
    /** Where car pictures are stored (UPLOAD_DIR by default; see modules/uploads). */
    pictureStore: PictureStore;
  }
}
